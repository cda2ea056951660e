import { Hono } from 'hono';
import {
  DeleteGatewayKeyQuerySchema,
  SaveGatewayKeysSchema,
  UpdateGatewayKeySchema,
} from '../../../domain/payments/gateway-keys';
import { GATEWAY_KEY_MESSAGES as M } from '../../../domain/payments/accounts-messages';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import { ConcurrentSaveError, type GatewayKeyMaintenance } from './gateway-key-service';

const refused = (message: string) => ({ status: 'false', message });

/**
 * §7 key maintenance calls, paths as the seed spells them: answers carry status 'true' or 'false' and the
 * message the screen's toast shows. Bad input answers 400 with the field's message and changes nothing.
 */
export function gatewayKeyRoutes(keys: GatewayKeyMaintenance, feeTypes: () => Promise<readonly string[] | null>) {
  return new Hono<AppEnv>()
    .get('/getPaymentGatewayKeyMaintenance', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      // The fee types (getFeesToAllot's list) come along, so the screen renders one row per fee type from one answer.
      const [list, types] = await Promise.all([keys.list(), feeTypes()]);
      return c.json({ status: 'true', list, feeTypes: types ?? [] });
    })
    .post('/savePaymentGatewayKeyMaintenance', validate('json', SaveGatewayKeysSchema), async (c) => {
      try {
        const outcome = await keys.save(c.req.valid('json'));
        if (outcome.kind === 'unknown-fee-type') return c.json(refused(`${M.unknownFeeType}: ${outcome.feeType}`), 400);
        if (outcome.kind === 'already-saved') return c.json(refused(`${M.alreadySaved} (${outcome.feeType})`), 409);
        return c.json({ status: 'true', message: M.saved }, 201);
      } catch (err) {
        if (err instanceof ConcurrentSaveError) return c.json(refused(M.alreadySaved), 409);
        throw err;
      }
    })
    .put('/updatePaymentGatewayKeyMaintenance', validate('json', UpdateGatewayKeySchema), async (c) => {
      const outcome = await keys.update(c.req.valid('json'));
      if (outcome === 'not-found') return c.json(refused(M.notFound), 404);
      if (outcome === 'other-fee-type') return c.json(refused(M.modifyFailed), 400);
      return c.json({ status: 'true', message: M.modified });
    })
    .delete('/deletPaymentGatewayKeyMaintenance', validate('query', DeleteGatewayKeyQuerySchema), async (c) => {
      const removed = await keys.remove(c.req.valid('query').uniquekey);
      return removed ? c.json({ status: 'true', message: M.deleted }) : c.json(refused(M.deleteFailed), 404);
    });
}

import { Hono, type Context } from 'hono';
import { HeadFormSchema, VendorFormSchema, VendorIdParamSchema } from '../../../domain/vendors/vendor-forms';
import { LimitFormSchema } from '../../../domain/vendors/bill-forms';
import { VENDOR_MESSAGES as M } from '../../../domain/vendors/messages';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import { ledgerFileName, vendorLedgerWorkbook } from './ledger-excel';
import type { LedgerStore } from './ledger-store';
import { VendorRefused } from './vendor-refused';
import type { VendorStore } from './vendor-store';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

/** A refusal of the rules as its answer; anything else is the server's error. */
export const refused = (c: Context, err: unknown) => {
  if (err instanceof VendorRefused) return c.json({ message: err.message }, err.status);
  throw err;
};

/** Vendors, heads of account, the approval limit, and each vendor's ledger with its Excel. */
export function vendorRoutes(store: VendorStore, ledgers: LedgerStore, clock: Clock) {
  const userId = (c: Context<AppEnv>) => c.get('user')!.id;
  return new Hono<AppEnv>()
    .get('/vendors', async (c) => {
      noStore(c);
      const [vendors, heads, principalLimit] = await Promise.all([store.list(), store.heads(), store.principalLimit()]);
      return c.json({ vendors, heads, principalLimit });
    })
    .post('/vendors', validate('json', VendorFormSchema), async (c) => {
      try {
        const id = await store.create(c.req.valid('json'), userId(c));
        return c.json({ id, message: M.saved }, 201);
      } catch (err) {
        return refused(c, err);
      }
    })
    .put('/vendors/:id', validate('param', VendorIdParamSchema), validate('json', VendorFormSchema), async (c) => {
      const { id } = c.req.valid('param');
      try {
        await store.update(id, c.req.valid('json'), clock());
        return c.json({ id, message: M.saved });
      } catch (err) {
        return refused(c, err);
      }
    })
    .post('/vendor-heads', validate('json', HeadFormSchema), async (c) => {
      try {
        const id = await store.addHead(c.req.valid('json').name);
        return c.json({ id, message: M.saved }, 201);
      } catch (err) {
        return refused(c, err);
      }
    })
    .put('/vendor-settings', validate('json', LimitFormSchema), async (c) => {
      await store.setPrincipalLimit(c.req.valid('json').limit, userId(c), clock());
      return c.json({ id: 1, message: M.saved });
    })
    .get('/vendors/:id/ledger', validate('param', VendorIdParamSchema), async (c) => {
      noStore(c);
      const ledger = await ledgers.ledger(c.req.valid('param').id);
      return ledger ? c.json(ledger) : c.json({ message: M.unknownVendor }, 404);
    })
    .get('/vendors/:id/ledger/excel', validate('param', VendorIdParamSchema), async (c) => {
      const ledger = await ledgers.ledger(c.req.valid('param').id);
      if (!ledger) return c.json({ message: M.unknownVendor }, 404);
      const bytes = await vendorLedgerWorkbook(ledger, clock());
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${ledgerFileName(ledger)}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}

import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { FEE_PLAN_MESSAGES as M } from '../../../domain/payments/fee-plan-messages';
import { FeePlanSchema } from '../../../domain/payments/fee-plans';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { FeePlanStore } from './fee-plan-store';
import { PaymentRefused } from './start-payment-shapes';

const PlanParamSchema = v.object({
  id: v.pipe(v.string(M.notFound), v.regex(/^\d{1,9}$/, M.notFound), v.transform(Number)),
});

/** Fee structures: list, read, save, apply (the accountant roles). */
export function feePlanRoutes(plans: FeePlanStore, clock: Clock) {
  const refused = (c: Context, err: unknown) => {
    if (err instanceof PaymentRefused) return c.json({ message: err.message }, err.status);
    throw err;
  };
  const userId = (c: Context<AppEnv>) => c.get('user')!.id;
  return new Hono<AppEnv>()
    .get('/fee-structures', async (c) => c.json(await plans.list()))
    .get('/fee-structures/options', async (c) => c.json(await plans.options()))
    .get('/fee-structures/:id', validate('param', PlanParamSchema), async (c) => {
      const plan = await plans.get(c.req.valid('param').id);
      return plan ? c.json(plan) : c.json({ message: M.notFound }, 404);
    })
    .post('/fee-structures', validate('json', FeePlanSchema), async (c) => {
      try {
        const id = await plans.save(null, c.req.valid('json'), userId(c), clock());
        return c.json({ id, message: M.saved }, 201);
      } catch (err) {
        return refused(c, err);
      }
    })
    .put('/fee-structures/:id', validate('param', PlanParamSchema), validate('json', FeePlanSchema), async (c) => {
      try {
        const id = await plans.save(c.req.valid('param').id, c.req.valid('json'), userId(c), clock());
        return c.json({ id, message: M.saved });
      } catch (err) {
        return refused(c, err);
      }
    })
    .post('/fee-structures/:id/apply', validate('param', PlanParamSchema), async (c) => {
      try {
        const applied = await plans.apply(c.req.valid('param').id, userId(c), clock());
        const message =
          applied.created + applied.changed + applied.kept === 0
            ? M.nothingToApply
            : M.applied
                .replace('{created}', String(applied.created))
                .replace('{changed}', String(applied.changed))
                .replace('{kept}', String(applied.kept));
        return c.json({ message, ...applied });
      } catch (err) {
        return refused(c, err);
      }
    });
}

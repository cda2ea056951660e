import { Hono, type Context } from 'hono';
import { collegeDay } from '../../../domain/calendar/college-time';
import type { Role } from '../../../domain/auth/roles';
import {
  BillDecisionSchema,
  BillIdParamSchema,
  BillQuerySchema,
  PaymentFormSchema,
  billFormSchema,
} from '../../../domain/vendors/bill-forms';
import { VENDOR_MESSAGES as M } from '../../../domain/vendors/messages';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { BillStore } from './bill-store';
import type { PaymentStore } from './payment-store';
import { refused } from './vendor-routes';
import type { VendorStore } from './vendor-store';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

const OUTCOME_WORDS = {
  APPROVED: M.billApproved,
  AWAITING_PRINCIPAL: M.billToPrincipal,
  REJECTED: M.billRejected,
} as const;

/**
 * Bills: the list by status, the bills waiting for the signed-in decider, booking one, approving or rejecting it, and
 * paying it. A payment sent twice with one Idempotency-Key is made once: the idempotency middleware keeps the first
 * answer and the payment's transaction is a savepoint of the key's.
 */
export function billRoutes(bills: BillStore, payments: PaymentStore, vendors: VendorStore, clock: Clock) {
  const today = () => collegeDay(clock());
  const user = (c: Context<AppEnv>) => c.get('user')!;
  const decider = (c: Context<AppEnv>) => ({ id: user(c).id, roles: user(c).roles as Role[] });
  return new Hono<AppEnv>()
    .get('/vendor-bills', validate('query', BillQuerySchema), async (c) => {
      noStore(c);
      const [list, principalLimit] = await Promise.all([bills.list(c.req.valid('query')), vendors.principalLimit()]);
      return c.json({ bills: list, principalLimit });
    })
    .get('/vendor-bills/waiting', async (c) => {
      noStore(c);
      const [list, principalLimit] = await Promise.all([bills.waiting(decider(c)), vendors.principalLimit()]);
      return c.json({ bills: list, principalLimit });
    })
    .post('/vendor-bills', validate('json', billFormSchema(today)), async (c) => {
      try {
        const id = await bills.create(c.req.valid('json'), user(c).id, clock());
        return c.json({ bill: (await bills.one(id))!, message: M.billSubmitted }, 201);
      } catch (err) {
        return refused(c, err);
      }
    })
    .post(
      '/vendor-bills/:id/decision',
      validate('param', BillIdParamSchema),
      validate('json', BillDecisionSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        try {
          const limit = await vendors.principalLimit();
          const next = await bills.decide(id, decider(c), c.req.valid('json'), limit, clock());
          return c.json({ bill: (await bills.one(id))!, message: OUTCOME_WORDS[next as keyof typeof OUTCOME_WORDS] });
        } catch (err) {
          return refused(c, err);
        }
      },
    )
    .post(
      '/vendor-bills/:id/payments',
      validate('param', BillIdParamSchema),
      validate('json', PaymentFormSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        try {
          const paymentId = await payments.pay(id, c.req.valid('json'), user(c).id, clock());
          const bill = (await bills.one(id))!;
          const payment = bill.payments.find((p) => p.id === paymentId);
          if (!payment) return c.json({ message: M.unknownBill }, 404);
          return c.json({ payment, bill, message: M.paymentRecorded }, 201);
        } catch (err) {
          return refused(c, err);
        }
      },
    );
}

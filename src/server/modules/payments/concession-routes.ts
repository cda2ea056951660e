import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { hasAnyRole } from '../../../domain/auth/access';
import { CONCESSION_MESSAGES as M } from '../../../domain/payments/concession-messages';
import { ACCOUNTS_OFFICER_ROLES } from '../../../domain/payments/access';
import {
  ConcessionDecisionSchema,
  ConcessionListQuerySchema,
  ConcessionSchema,
} from '../../../domain/payments/concessions';
import {
  FeeWaiverSchema,
  ReimbursementClaimSchema,
  ReimbursementListQuerySchema,
  ReimbursementReceiptSchema,
} from '../../../domain/payments/reimbursements';
import { collegeDay } from '../../../domain/calendar/college-time';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { ConcessionStore } from './concession-store';
import type { FeeWaiverStore } from './fee-waiver-store';
import type { ReimbursementStore } from './reimbursement-store';
import { PaymentRefused } from './start-payment-shapes';

const idParam = (message: string) =>
  v.object({ id: v.pipe(v.string(message), v.regex(/^\d{1,9}$/, message), v.transform(Number)) });
const WaiverListQuerySchema = v.object({
  studentId: v.optional(
    v.pipe(v.string(M.unknownStudent), v.regex(/^\d{1,9}$/, M.unknownStudent), v.transform(Number)),
  ),
});

export interface ConcessionRouteDeps {
  concessions: ConcessionStore;
  claims: ReimbursementStore;
  waivers: FeeWaiverStore;
  clock: Clock;
}

/** Scholarship and waiver: concessions (maker-checker), the state's fee reimbursement, fine waivers. */
export function concessionRoutes({ concessions, claims, waivers, clock }: ConcessionRouteDeps) {
  const refused = (c: Context, err: unknown) => {
    if (err instanceof PaymentRefused) return c.json({ message: err.message }, err.status);
    throw err;
  };
  const user = (c: Context<AppEnv>) => c.get('user')!;
  return new Hono<AppEnv>()
    .get('/concessions', validate('query', ConcessionListQuerySchema), async (c) => {
      const viewer = user(c);
      const decides = hasAnyRole(viewer.roles, ACCOUNTS_OFFICER_ROLES);
      return c.json(await concessions.list(c.req.valid('query').status, { id: viewer.id, decides }));
    })
    .post('/concessions', validate('json', ConcessionSchema), async (c) => {
      try {
        const id = await concessions.propose(c.req.valid('json'), user(c).id, clock());
        return c.json({ id, message: M.proposed }, 201);
      } catch (err) {
        return refused(c, err);
      }
    })
    .post(
      '/concessions/:id/decision',
      validate('param', idParam(M.notFound)),
      validate('json', ConcessionDecisionSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { decision, note } = c.req.valid('json');
        try {
          await concessions.decide(id, decision, note, user(c).id, clock());
          return c.json({ id, message: decision === 'APPROVE' ? M.approved : M.rejected });
        } catch (err) {
          return refused(c, err);
        }
      },
    )
    .get('/reimbursements', validate('query', ReimbursementListQuerySchema), async (c) =>
      c.json(await claims.list(c.req.valid('query').academicYear)),
    )
    .post('/reimbursements', validate('json', ReimbursementClaimSchema), async (c) => {
      try {
        const id = await claims.create(c.req.valid('json'), user(c).id, clock());
        return c.json({ id, message: M.claimSaved }, 201);
      } catch (err) {
        return refused(c, err);
      }
    })
    .post(
      '/reimbursements/:id/receipts',
      validate('param', idParam(M.claimNotFound)),
      validate('json', ReimbursementReceiptSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        if (input.receivedOn > collegeDay(clock())) return c.json({ message: M.receivedOnInvalid }, 400);
        try {
          const { closed } = await claims.receive(id, input, user(c).id, clock());
          return c.json({ id, message: closed ? `${M.receiptSaved} ${M.claimClosedNow}` : M.receiptSaved }, 201);
        } catch (err) {
          return refused(c, err);
        }
      },
    )
    .post('/reimbursements/:id/close', validate('param', idParam(M.claimNotFound)), async (c) => {
      const { id } = c.req.valid('param');
      try {
        await claims.close(id, user(c).id, clock());
        return c.json({ id, message: M.claimClosedNow });
      } catch (err) {
        return refused(c, err);
      }
    })
    .get('/fee-waivers', validate('query', WaiverListQuerySchema), async (c) =>
      c.json(await waivers.list(c.req.valid('query').studentId ?? null)),
    )
    .post('/fee-waivers', validate('json', FeeWaiverSchema), async (c) => {
      try {
        const id = await waivers.waive(c.req.valid('json'), user(c).id, clock(), collegeDay(clock()));
        return c.json({ id, message: M.waived }, 201);
      } catch (err) {
        return refused(c, err);
      }
    });
}

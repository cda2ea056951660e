import { Hono } from 'hono';
import { hasAnyRole } from '../../../domain/auth/access';
import { LIBRARY_INCHARGE_ROLES } from '../../../domain/library/access';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import { FineSettleSchema } from '../../../domain/library/fine-answers';
import { LibraryIdParamSchema } from '../../../domain/library/title-forms';
import type { AppEnv } from '../../auth/session-user';
import type { TransactionRunner } from '../../db/request-scope';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { DeskStores } from './desk-stores';
import { LibraryRefused } from './library-refused';

export interface FineDeps {
  stores: DeskStores;
  transaction: TransactionRunner;
  clock: Clock;
}

/**
 * Settling a library fine. The incharge waives a fine with a reason (a student's fine then leaves their fee dues);
 * the desk records a staff member's fine paid in cash. A student's fine is paid through the fees (online or at the
 * counter), never at the library, and one a payment already covers in part is left to the accounts office.
 */
export function fineRoutes({ stores, transaction, clock }: FineDeps) {
  return new Hono<AppEnv>().put(
    '/library/fines/:id',
    validate('param', LibraryIdParamSchema),
    validate('json', FineSettleSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const how = c.req.valid('json');
      const user = c.get('user')!;
      if (how.status === 'WAIVED' && !hasAnyRole(user.roles, LIBRARY_INCHARGE_ROLES))
        return c.json({ message: M.fineWaiveIncharge }, 403);
      const refused = await transaction(async () => {
        const fine = await stores.fines.byId(id);
        if (!fine) return new LibraryRefused(M.fineUnknown, 404);
        if (fine.status !== 'OPEN') return new LibraryRefused(M.fineSettledAlready, 409);
        if (how.status === 'PAID' && fine.feeStructureId !== null) return new LibraryRefused(M.fineThroughFees, 409);
        const settled = await stores.fines.settle(id, how, user.id, clock());
        return settled ? null : new LibraryRefused(M.fineHeldByPayment, 409);
      });
      if (refused) return c.json({ message: refused.message }, refused.status);
      return c.json({ id, message: how.status === 'WAIVED' ? M.fineWaived : M.finePaid });
    },
  );
}

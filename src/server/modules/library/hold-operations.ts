import { HoldCancelledSchema, HoldListSchema, HoldPlacedSchema } from '../../../domain/library/holds';
import { StaffHoldCancelledSchema } from '../../../domain/library/overdue-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The waiting list's calls, as GET /api/docs describes them. */
export const holdOperations = {
  'POST /api/app/library/holds': {
    summary:
      'Wait for a title none of whose copies is on the shelf, when the rules take holds (refusals say why): the place in the queue',
    answer: HoldPlacedSchema,
    status: 201,
  },
  'DELETE /api/app/library/holds/:id': {
    summary: 'Cancel one’s own waiting or ready hold: a ready copy goes to the next in line or back to its shelf',
    answer: HoldCancelledSchema,
  },
  'POST /api/app/library/holds/:id/cancel': {
    summary: 'The staff cancel a patron’s waiting or ready hold with the reason: a ready copy goes to the next in line',
    answer: StaffHoldCancelledSchema,
  },
  'GET /api/app/library/holds': {
    summary: 'Copies kept at the desk for their patrons (with the day to collect by) and who waits for each title',
    answer: HoldListSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

import { OverdueListSchema, RemindersSentSchema } from '../../../domain/library/overdue-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The overdue list's calls, as GET /api/docs describes them. */
export const overdueOperations = {
  'GET /api/app/library/overdue': {
    summary:
      'Loans past their due day, 25 a page (most late or newest due first, of a patron category): open days late and the fine so far',
    answer: OverdueListSchema,
  },
  'POST /api/app/library/overdue/reminders': {
    summary:
      'Mail each overdue patron one reminder listing their overdue copies, once a college day: how many were mailed, had no address or were reminded today',
    answer: RemindersSentSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

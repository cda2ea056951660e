import { Hono } from 'hono';
import { collegeDay } from '../../../domain/calendar/college-time';
import { OVERDUE_PAGE_SIZE, OverdueQuerySchema, SendRemindersSchema } from '../../../domain/library/overdue';
import type { OverdueList } from '../../../domain/library/overdue-answers';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import { lineContext, loanLine } from './loan-lines';
import { sendReminders, type ReminderDeps } from './overdue-reminders';

/** The staff's overdue list (late days and fines as the desk counts them) and the day's reminders by mail. */
export function overdueRoutes(deps: ReminderDeps) {
  return new Hono<AppEnv>()
    .get('/library/overdue', validate('query', OverdueQuerySchema), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const q = c.req.valid('query');
      const today = collegeDay(deps.clock());
      const { rows, total } = await deps.overdue.page(today, q, OVERDUE_PAGE_SIZE);
      const ctx = await lineContext(deps.rules, today);
      const answer: OverdueList = {
        loans: rows.map((r) => {
          const line = loanLine(r, ctx);
          return {
            loanId: r.id,
            patron: {
              kind: r.studentId !== null ? ('STUDENT' as const) : ('FACULTY' as const),
              name: r.patronName,
              code: r.patronCode,
              category: r.patronCategory,
            },
            title: r.title,
            accessionNo: r.accessionNo,
            dueOn: r.dueOn,
            lateDays: line.lateDays,
            finePaise: line.finePaise,
            remindedOn: r.remindedOn,
          };
        }),
        total,
        page: q.page,
        pages: Math.max(1, Math.ceil(total / OVERDUE_PAGE_SIZE)),
        today,
      };
      return c.json(answer);
    })
    .post('/library/overdue/reminders', validate('json', SendRemindersSchema), async (c) => {
      const { category } = c.req.valid('json');
      return c.json(await sendReminders(deps, category, c.get('user')!.id));
    });
}

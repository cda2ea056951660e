import { collegeDay } from '../../../domain/calendar/college-time';
import type { PatronCategory } from '../../../domain/library/circulation-rules';
import { filled } from '../../../domain/library/messages';
import { OVERDUE_MESSAGES as M } from '../../../domain/library/overdue';
import type { RemindersSent } from '../../../domain/library/overdue-answers';
import type { Logger } from '../../http/logger';
import type { Clock } from '../../http/attempt-store';
import { overdueReminderMail } from '../../mail/library-mails';
import { sendInBackground, type Mailer } from '../../mail/mailer';
import type { MailLanguages } from '../../mail/recipient-language';
import { lineContext, loanLine } from './loan-lines';
import type { OverdueRow, OverdueStore } from './overdue-store';
import type { RulesStore } from './rules-store';

export interface ReminderDeps {
  overdue: OverdueStore;
  rules: RulesStore;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  languages: MailLanguages;
}

/**
 * Mails each overdue patron (of a category) one reminder listing their overdue copies, at most once a college day:
 * the day's reminder row is written first, and a patron whose row is already there is counted and not mailed.
 */
export async function sendReminders(
  deps: ReminderDeps,
  category: PatronCategory | undefined,
  userId: number,
): Promise<RemindersSent> {
  const today = collegeDay(deps.clock());
  const ctx = await lineContext(deps.rules, today);
  const byPatron = new Map<string, OverdueRow[]>();
  for (const row of await deps.overdue.all(today, category)) {
    const key = `${String(row.studentId)}:${String(row.facultyId)}`;
    byPatron.set(key, [...(byPatron.get(key) ?? []), row]);
  }
  const sent = { mailed: 0, skipped: 0, alreadyToday: 0 };
  for (const rows of byPatron.values()) {
    const first = rows[0]!;
    if (!first.email) {
      sent.skipped += 1;
      continue;
    }
    const patron = { studentId: first.studentId, facultyId: first.facultyId };
    if (!(await deps.overdue.remind(patron, today, rows.length, userId))) {
      sent.alreadyToday += 1;
      continue;
    }
    const to = first.email;
    const languageOf = await deps.languages([to]);
    const copies = rows.map((r) => loanLine(r, ctx));
    sendInBackground(deps.mailer, deps.logger, overdueReminderMail(languageOf(to), to, first.patronName, copies));
    sent.mailed += 1;
  }
  const counts = { mailed: sent.mailed, skipped: sent.skipped, already: sent.alreadyToday };
  const message = filled(sent.mailed === 0 && sent.alreadyToday > 0 ? M.remindersNone : M.remindersSent, counts);
  return { message, ...sent };
}

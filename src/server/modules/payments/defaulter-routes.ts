import type { I18n } from '@lingui/core';
import { Hono, type Context } from 'hono';
import type { DefaultersAnswer, RemindersSent } from '../../../domain/payments/defaulter-answers';
import {
  DEFAULTER_LETTER_LABELS,
  DEFAULTER_MESSAGES as M,
  DefaulterLetterQuerySchema,
  DefaulterQuerySchema,
  DefaulterRemindSchema,
  payByDate,
  type ReminderChannel,
} from '../../../domain/payments/defaulters';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import type { AppEnv } from '../../auth/session-user';
import type { Logger } from '../../http/logger';
import { requestLocale } from '../../http/request-locale';
import { validate } from '../../http/validate';
import { feeReminderMail, feeReminderText } from '../../mail/fee-reminder-mails';
import type { Mailer } from '../../mail/mailer';
import { recipientLanguages } from '../../mail/recipient-language';
import type { SmsSender } from '../../mail/sms';
import { serverShaperFor } from '../../pdf/indic-shaper';
import type { Database } from '../../db/client';
import type { DefaulterRow, DefaulterStore } from './defaulter-store';
import { receiptTranslate } from './receipt-translate';

export interface DefaulterRouteDeps {
  db: Database;
  store: DefaulterStore;
  /** The college's day now (YYYY-MM-DD). */
  today: () => string;
  now: () => Date;
  mailer: Mailer;
  sms: SmsSender | null;
  logger: Logger;
  collegeName: () => Promise<string>;
  letterhead: () => Promise<Letterhead>;
}

/** Reminders go out this many at a time. */
const SENDING_AT_ONCE = 8;

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');
const present = (s: string | null) => Boolean(s?.trim());

/** Defaulters for the accounts office: the list, reminders by e-mail or SMS, and a reminder letter. */
export function defaulterRoutes(deps: DefaulterRouteDeps) {
  const { store, today } = deps;

  /** Sends one reminder; false when it could not go (logged without the address). */
  const remind = async (channel: ReminderChannel, d: DefaulterRow, language: (to: string) => I18n, college: string) => {
    const reminder = { college, name: d.name, rollNo: d.rollNo, overdue: d.overdue };
    const i18n = language(d.email ?? '');
    try {
      if (channel === 'mail') await deps.mailer.send(feeReminderMail(i18n, d.email!.trim(), reminder));
      else await deps.sms!.send(d.mobile!.trim(), feeReminderText(i18n, reminder));
      return true;
    } catch {
      deps.logger.error({ channel, studentId: d.id }, 'fee reminder could not be sent');
      return false;
    }
  };

  return new Hono<AppEnv>()
    .get('/fee-defaulters', validate('query', DefaulterQuerySchema), async (c) => {
      noStore(c);
      const day = today();
      const rows = await store.list(day, c.req.valid('query'));
      const fines = new Map<number, number>();
      for (const line of await store.lines(
        day,
        rows.map((r) => r.id),
      ))
        fines.set(line.studentId, (fines.get(line.studentId) ?? 0) + line.fine);
      const answer: DefaultersAnswer = {
        today: day,
        sms: deps.sms !== null,
        students: rows.map(({ email, mobile, ...r }) => ({
          ...r,
          hasEmail: present(email),
          hasMobile: present(mobile),
          fine: fines.get(r.id) ?? 0,
        })),
      };
      return c.json(answer);
    })
    .post('/fee-defaulters/remind', validate('json', DefaulterRemindSchema), async (c) => {
      const { studentIds, channel } = c.req.valid('json');
      if (channel === 'sms' && !deps.sms) return c.json({ message: M.smsNotSetUp }, 409);
      // Only those still overdue now, with an address for the channel.
      const found = await store.list(today(), { ids: studentIds });
      const reachable = found.filter((d) => present(channel === 'mail' ? d.email : d.mobile));
      const language = await recipientLanguages(deps.db, reachable.map((d) => d.email ?? '').filter(Boolean));
      const college = await deps.collegeName();
      let sent = 0;
      for (let i = 0; i < reachable.length; i += SENDING_AT_ONCE) {
        const done = await Promise.all(
          reachable.slice(i, i + SENDING_AT_ONCE).map((d) => remind(channel, d, language, college)),
        );
        sent += done.filter(Boolean).length;
      }
      const skipped = studentIds.length - sent;
      deps.logger.info({ channel, sent, skipped }, 'fee reminders sent');
      const answer: RemindersSent = {
        message: M.reminded.replace('{sent}', String(sent)).replace('{skipped}', String(skipped)),
        sent,
        skipped,
      };
      return c.json(answer);
    })
    .get('/fee-defaulters/letter', validate('query', DefaulterLetterQuerySchema), async (c) => {
      const { studentId } = c.req.valid('query');
      const day = today();
      const [student] = await store.list(day, { ids: [studentId] });
      const lines = student ? await store.lines(day, [studentId]) : [];
      if (!student || lines.length === 0) return c.json({ message: M.nothingOverdue }, 404);
      const translate = receiptTranslate(requestLocale(c));
      const head = await deps.letterhead();
      const data = {
        today: day,
        payBy: payByDate(day),
        rollNo: student.rollNo,
        studentName: student.name,
        course: student.course,
        branch: student.branch,
        batch: student.batch,
        lines: lines.map((l) => ({
          fee: l.item ? `${l.feeType} - ${l.item}` : l.feeType,
          semester: l.semesterName,
          dueDate: l.dueDate,
          due: l.due,
        })),
        total: lines.reduce((sum, l) => sum + l.due, 0),
        generatedAt: deps.now(),
      };
      const { buildDefaulterLetterPdf } = await import('../../../domain/pdf/defaulter-letter-pdf');
      const shaper = await serverShaperFor(
        data.studentName,
        data.lines,
        head,
        Object.values(DEFAULTER_LETTER_LABELS).map((label) => translate(label)),
      );
      const pdf = new Uint8Array(buildDefaulterLetterPdf(data, head, shaper, translate));
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="Fee_reminder_${student.rollNo.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    });
}

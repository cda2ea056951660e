import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { daysText } from '../../../domain/leave/leave-rules';
import type { Locale } from '../../../domain/i18n/locales';
import { useLocale } from '../../i18n/use-locale';
import type { LeaveClass, LeaveRow } from '../../../domain/leave/leave-answers';
import { AppLink } from '../../ui/app-link';
import { fileUrl } from '../../../domain/files/file-url';
import { dateText } from '../../../domain/calendar/date-text';
import { TIMETABLE_PATHS } from '../../../domain/timetable/paths';

const STATUS_WORDS = {
  pending: /*i18n*/ 'Pending',
  approved: /*i18n*/ 'Approved',
  rejected: /*i18n*/ 'Rejected',
  cancelled: /*i18n*/ 'Cancelled',
} as const;

/** daysLabel in the page's language: '1 day', '0.5 day', '2.5 days'. */
export const daysIn = (i18n: I18n, halves: number) =>
  halves <= 2 ? i18n._('{days} day', { days: daysText(halves) }) : i18n._('{days} days', { days: daysText(halves) });

function dates(i18n: I18n, locale: Locale, l: LeaveRow): string {
  const from = `${dateText(l.fromDate, locale)}${l.fromHalf === 'second' ? ` (${i18n._('second half')})` : ''}`;
  if (l.toDate === l.fromDate && l.toHalf !== 'first') return from;
  const to = `${dateText(l.toDate, locale)}${l.toHalf === 'first' ? ` (${i18n._('first half')})` : ''}`;
  return i18n._('{from} to {to}', { from, to });
}

/** One leave as the history and the approvals show it: type, dates, days, status, reason and the decision. */
export function LeaveLine({ leave, who }: { leave: LeaveRow; who?: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const status = i18n._(STATUS_WORDS[leave.status]);
  return (
    <div className="leave-line">
      <p className="leave-line__head">
        <strong>
          {who ? `${who}: ` : ''}
          {leave.code}
        </strong>{' '}
        {dates(i18n, locale, leave)} · {daysIn(i18n, leave.halfDays)} ·{' '}
        <span className={`leave-status leave-status--${leave.status}`}>{status}</span>
      </p>
      <p className="hint">{leave.reason}</p>
      {leave.decidedBy && (
        <p className="hint">
          {i18n._('{status} by {who}', { status, who: leave.decidedBy })}
          {leave.remark ? `: ${leave.remark}` : ''}
        </p>
      )}
      {leave.attachmentFileId !== null && (
        <p className="hint">
          <a href={fileUrl(leave.attachmentFileId)} target="_blank" rel="noreferrer">
            {i18n._('Attachment')}
          </a>
        </p>
      )}
    </div>
  );
}

/** The applicant's classes in the dates of a leave, so that the approver can arrange a substitute for each. */
export function LeaveClasses({ classes, arrange = false }: { classes: readonly LeaveClass[]; arrange?: boolean }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (classes.length === 0) return <p className="hint">{i18n._('No classes in these dates.')}</p>;
  return (
    <div className="leave-classes">
      <p className="hint">{i18n._('Classes in these dates:')}</p>
      <ul>
        {classes.map((c) => (
          <li key={`${c.date}-${c.slotId}`}>
            {dateText(c.date, locale)} · {c.periods} · {c.subjectCode} · {c.sectionLabel} ·{' '}
            {c.substitute ? i18n._('substitute: {name}', { name: c.substitute }) : i18n._('no substitute yet')}
          </li>
        ))}
      </ul>
      {arrange && (
        <p className="hint">
          <AppLink to={TIMETABLE_PATHS.timetables}>{i18n._('Arrange substitutes on the timetables')}</AppLink>
        </p>
      )}
    </div>
  );
}

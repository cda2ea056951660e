import { daysLabel } from '../../../domain/leave/leave-rules';
import type { LeaveClass, LeaveRow } from '../../../domain/leave/leave-answers';
import { AppLink } from '../../ui/app-link';
import { fileUrl } from '../../../domain/files/file-url';
import { dateText } from '../../../domain/calendar/date-text';
import { TIMETABLE_PATHS } from '../../../domain/timetable/paths';

const STATUS_WORDS = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
} as const;

const dates = (l: LeaveRow) =>
  `${dateText(l.fromDate)}${l.fromHalf === 'second' ? ' (second half)' : ''}${
    l.toDate !== l.fromDate || l.toHalf === 'first'
      ? ` to ${dateText(l.toDate)}${l.toHalf === 'first' ? ' (first half)' : ''}`
      : ''
  }`;

/** One leave as the history and the approvals show it: type, dates, days, status, reason and the decision. */
export function LeaveLine({ leave, who }: { leave: LeaveRow; who?: string }) {
  return (
    <div className="leave-line">
      <p className="leave-line__head">
        <strong>
          {who ? `${who}: ` : ''}
          {leave.code}
        </strong>{' '}
        {dates(leave)} · {daysLabel(leave.halfDays)} ·{' '}
        <span className={`leave-status leave-status--${leave.status}`}>{STATUS_WORDS[leave.status]}</span>
      </p>
      <p className="hint">{leave.reason}</p>
      {leave.decidedBy && (
        <p className="hint">
          {STATUS_WORDS[leave.status]} by {leave.decidedBy}
          {leave.remark ? `: ${leave.remark}` : ''}
        </p>
      )}
      {leave.attachmentFileId !== null && (
        <p className="hint">
          <a href={fileUrl(leave.attachmentFileId)} target="_blank" rel="noreferrer">
            Attachment
          </a>
        </p>
      )}
    </div>
  );
}

/** The applicant's classes in the dates of a leave, so that the approver can arrange a substitute for each. */
export function LeaveClasses({ classes, arrange = false }: { classes: readonly LeaveClass[]; arrange?: boolean }) {
  if (classes.length === 0) return <p className="hint">No classes in these dates.</p>;
  return (
    <div className="leave-classes">
      <p className="hint">Classes in these dates:</p>
      <ul>
        {classes.map((c) => (
          <li key={`${c.date}-${c.slotId}`}>
            {dateText(c.date)} · {c.periods} · {c.subjectCode} · {c.sectionLabel}
            {c.substitute ? ` · substitute: ${c.substitute}` : ' · no substitute yet'}
          </li>
        ))}
      </ul>
      {arrange && (
        <p className="hint">
          <AppLink to={TIMETABLE_PATHS.timetables}>Arrange substitutes on the timetables</AppLink>
        </p>
      )}
    </div>
  );
}

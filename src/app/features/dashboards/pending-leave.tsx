import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { daysLabel } from '../../../domain/leave/leave-rules';
import { leaveApprovalsQuery } from '../../lib/leave-approvals';
import { AppLink } from '../../ui/app-link';
import { ErrorAlert } from '../../ui/error-alert';
import { dateText } from '../../../domain/calendar/date-text';
import { LEAVE_PATHS } from '../../../domain/leave/paths';

/**
 * The dashboards' pending-leave card: the leave waiting for this user's decision (a HoD's department, a backup
 * approver's while named, the principal's). `quietWhenNone`: a teacher sees it only while something waits.
 */
export function PendingLeave({ quietWhenNone }: { quietWhenNone: boolean }) {
  const { i18n } = useLingui();
  const answer = useQuery(leaveApprovalsQuery());
  const pending = answer.data?.pending ?? [];
  if (quietWhenNone && pending.length === 0) return null;
  return (
    <section className="dashboard-section pending-leave" aria-labelledby="pending-leave-title">
      <h2 id="pending-leave-title">{i18n._('Pending leave')}</h2>
      {answer.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : answer.isError ? (
        <ErrorAlert
          message={i18n._('The pending leave could not be loaded. Check your connection and open this page again.')}
        />
      ) : pending.length === 0 ? (
        <p className="hint">{i18n._('No leave waits for your decision.')}</p>
      ) : (
        <>
          <p>
            {i18n._(
              '{count, plural, one {# leave application waits} other {# leave applications wait}} for your decision.',
              { count: pending.length },
            )}
          </p>
          <ul>
            {pending.slice(0, 3).map((l) => (
              <li key={l.id}>
                {l.applicant}: {l.code} from {dateText(l.fromDate)}, {daysLabel(l.halfDays)}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="hint">
        <AppLink to={LEAVE_PATHS.leaveApprovals}>{i18n._('Leave approvals')}</AppLink>
      </p>
    </section>
  );
}

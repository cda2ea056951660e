import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { daysText } from '../../../domain/leave/leave-rules';
import { refusalText } from '../../lib/refusal-text';
import { currentUser } from '../../lib/session';
import { confirmYes } from '../../ui/confirm-dialog';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { ApplyForm } from './leave-apply-form';
import { LeaveLine } from './leave-line';
import { cancelLeave, leaveKeys, leaveQueries } from './leave-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import './leave.css';
import { dateTimeText, dateText } from '../../../domain/calendar/date-text';

const ROUTE_WORDS = {
  department: 'the HoD of your department (or the backup approver they named)',
  principal: 'the principal',
  admin: 'the administrator',
} as const;

/** /app/Leave: a member of staff's balance, the apply form (with the days counted and the classes in them), history. */
export function LeaveScreen() {
  const user = currentUser();
  if (!user) return null;
  return <LeavePanel user={user.username} />;
}

function LeavePanel({ user }: { user: string }) {
  const queryClient = useQueryClient();
  const answer = useQuery(leaveQueries.mine(user));
  const mine = answer.data?.data;
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: leaveKeys.all });
  const cancel = useMutation({
    mutationFn: cancelLeave,
    onSuccess: async ({ message }) => (setFailure(null), setNotice(message), await refresh()),
    onError: async (e) => (setNotice(null), setFailure(await refusalText(e))),
  });

  return (
    <PageFrame title="Leave">
      <section className="leave" aria-labelledby="balance-title">
        <h2 id="balance-title">Balance{mine?.academicYear ? ` in ${mine.academicYear}` : ''}</h2>
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            You are offline. Showing the copy saved on this device, fetched {dateTimeText(answer.data.fetchedAt)}.
          </p>
        )}
        {answer.isPending ? (
          <p className="hint">Loading…</p>
        ) : answer.isError || !mine ? (
          <ErrorAlert message="Your leave could not be loaded. Check your connection and open this page again." />
        ) : (
          <>
            <ul className="leave-balances">
              {mine.balances.map((b) => (
                <li key={b.leaveTypeId} className="leave-balance" data-code={b.code}>
                  <span className="leave-balance__code">{b.code}</span>
                  <span className="leave-balance__left">{daysText(b.available)} left</span>
                  <span className="hint">
                    {daysText(b.allotted)} a year · {daysText(b.approved)} taken · {daysText(b.pending)} pending
                  </span>
                </li>
              ))}
            </ul>
            <p className="hint">
              Your leave is decided by {ROUTE_WORDS[mine.route]}. Sundays and the holidays of the calendar are not
              counted.
            </p>
            <ApplyForm mine={mine} onApplied={(m) => (setFailure(null), setNotice(m), void refresh())} />
          </>
        )}
        <ErrorAlert message={failure} />
        <StatusNote>{notice}</StatusNote>
        <h2 id="history-title">History</h2>
        {mine && mine.history.length === 0 && <p className="hint">No leave applied yet.</p>}
        <ul className="leave-list" aria-labelledby="history-title">
          {mine?.history.map((l) => (
            <li key={l.id} className="leave-item">
              <LeaveLine leave={l} />
              {l.cancellable && (
                <PlainButton
                  fill="outline"
                  disabled={cancel.isPending}
                  onClick={() =>
                    void confirmYes(`Cancel this ${l.code} from ${dateText(l.fromDate)}?`).then(
                      (yes) => yes && cancel.mutate(l.id),
                    )
                  }
                >
                  Cancel leave
                </PlainButton>
              )}
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}

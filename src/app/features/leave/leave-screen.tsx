import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
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
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';

const ROUTE_WORDS = {
  department: /*i18n*/ 'the HoD of your department (or the backup approver they named)',
  principal: /*i18n*/ 'the principal',
  admin: /*i18n*/ 'the administrator',
} as const;

/** /app/Leave: a member of staff's balance, the apply form (with the days counted and the classes in them), history. */
export function LeaveScreen() {
  const user = currentUser();
  if (!user) return null;
  return <LeavePanel user={user.username} />;
}

function LeavePanel({ user }: { user: string }) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const locale = useLocale();
  const answer = useQuery(leaveQueries.mine(user));
  const mine = answer.data?.data;
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: leaveKeys.all });
  const cancel = useMutation({
    mutationFn: cancelLeave,
    onSuccess: async ({ message }) => (setFailure(null), setNotice(translateKnown(i18n, message)), await refresh()),
    onError: async (e) => (setNotice(null), setFailure(await refusalText(e))),
  });

  return (
    <PageFrame title="Leave">
      <section className="leave" aria-labelledby="balance-title">
        <h2 id="balance-title">
          {mine?.academicYear ? i18n._('Balance in {year}', { year: mine.academicYear }) : i18n._('Balance')}
        </h2>
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
              fetched: dateTimeText(answer.data.fetchedAt, locale),
            })}
          </p>
        )}
        {answer.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : answer.isError || !mine ? (
          <ErrorAlert
            message={i18n._('Your leave could not be loaded. Check your connection and open this page again.')}
          />
        ) : (
          <>
            <ul className="leave-balances">
              {mine.balances.map((b) => (
                <li key={b.leaveTypeId} className="leave-balance" data-code={b.code}>
                  <span className="leave-balance__code">{b.code}</span>
                  <span className="leave-balance__left">{i18n._('{days} left', { days: daysText(b.available) })}</span>
                  <span className="hint">
                    {i18n._('{allotted} a year · {taken} taken · {pending} pending', {
                      allotted: daysText(b.allotted),
                      taken: daysText(b.approved),
                      pending: daysText(b.pending),
                    })}
                  </span>
                </li>
              ))}
            </ul>
            <p className="hint">
              {i18n._(
                'Your leave is decided by {approver}. Sundays and the holidays of the calendar are not counted.',
                { approver: i18n._(ROUTE_WORDS[mine.route]) },
              )}
            </p>
            <ApplyForm
              mine={mine}
              onApplied={(m) => (setFailure(null), setNotice(translateKnown(i18n, m)), void refresh())}
            />
          </>
        )}
        <ErrorAlert message={failure} />
        <StatusNote>{notice}</StatusNote>
        <h2 id="history-title">{i18n._('History')}</h2>
        {mine && mine.history.length === 0 && <p className="hint">{i18n._('No leave applied yet.')}</p>}
        <ul className="leave-list" aria-labelledby="history-title">
          {mine?.history.map((l) => (
            <li key={l.id} className="leave-item">
              <LeaveLine leave={l} />
              {l.cancellable && (
                <PlainButton
                  fill="outline"
                  disabled={cancel.isPending}
                  onClick={() =>
                    void confirmYes(
                      i18n._('Cancel this {code} from {day}?', { code: l.code, day: dateText(l.fromDate, locale) }),
                    ).then((yes) => yes && cancel.mutate(l.id))
                  }
                >
                  {i18n._('Cancel leave')}
                </PlainButton>
              )}
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { LEAVE_HOD_ROLES } from '../../../domain/leave/access';
import { LeaveDecisionFormSchema } from '../../../domain/leave/leave-forms';
import type { Approvals } from '../../../domain/leave/leave-answers';
import { leaveApprovalsQuery } from '../../lib/leave-approvals';
import { refusalText } from '../../lib/refusal-text';
import { currentUser } from '../../lib/session';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { BackupsPanel } from './backups-panel';
import { LeaveClasses, LeaveLine } from './leave-line';
import { decideLeave, leaveKeys } from './leave-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import './leave.css';
import { dateText } from '../../../domain/calendar/date-text';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';

/**
 * /app/Leave/Approvals: the leave waiting for the signed-in user's decision — a HoD's department's, a backup
 * approver's while named, the principal's or administrator's — each with the applicant's classes in those dates.
 */
export function ApprovalsScreen() {
  const user = currentUser();
  if (!user) return null;
  return <ApprovalsPanel hod={hasAnyRole(user.roles, LEAVE_HOD_ROLES)} />;
}

function ApprovalsPanel({ hod }: { hod: boolean }) {
  const queryClient = useQueryClient();
  const answer = useQuery(leaveApprovalsQuery());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const data = answer.data;
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <PageFrame title="Leave approvals">
      <section className="leave" aria-labelledby="waiting-title">
        {data?.backupFor.map((b) => (
          <p key={b.id} className="hint">
            {i18n._('You are the backup approver of {department} from {from} to {to}.', {
              department: b.department,
              from: dateText(b.fromDate, locale),
              to: dateText(b.toDate, locale),
            })}
          </p>
        ))}
        <ErrorAlert message={failure} />
        <StatusNote>{notice}</StatusNote>
        <h2 id="waiting-title">{i18n._('Waiting for your decision')}</h2>
        {answer.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : answer.isError || !data ? (
          <ErrorAlert
            message={i18n._(
              'The leave waiting for you could not be loaded. Check your connection and open this page again.',
            )}
          />
        ) : data.pending.length === 0 ? (
          <p className="hint">{i18n._('No leave waits for your decision.')}</p>
        ) : (
          <ul className="leave-list">
            {data.pending.map((l) => (
              <Pending
                key={l.id}
                leave={l}
                onDone={async (message) => {
                  setFailure(null);
                  setNotice(translateKnown(i18n, message));
                  await queryClient.invalidateQueries({ queryKey: leaveKeys.all });
                }}
                onRefused={async (e) => (setNotice(null), setFailure(await refusalText(e)))}
              />
            ))}
          </ul>
        )}
      </section>
      {hod && <BackupsPanel />}
    </PageFrame>
  );
}

function Pending({
  leave,
  onDone,
  onRefused,
}: {
  leave: Approvals['pending'][number];
  onDone: (message: string) => Promise<void>;
  onRefused: (e: unknown) => Promise<void>;
}) {
  const { i18n } = useLingui();
  const decide = useMutation({
    mutationFn: (decision: { decision: 'approve' | 'reject'; remark: string }) => decideLeave(leave.id, decision),
    onSuccess: ({ message }) => onDone(message),
    onError: onRefused,
  });
  const form = useSchemaForm(LeaveDecisionFormSchema, {
    initial: { decision: 'approve', remark: '' },
    onSubmit: (decision) => decide.mutate(decision),
  });
  // Approve and Reject submit the same remark with their own decision (a rejection needs the remark).
  const send = (decision: 'approve' | 'reject') => {
    form.setValue('decision', decision);
    form.handleSubmit();
  };
  return (
    <li className="leave-item">
      <LeaveLine leave={leave} who={leave.applicant} />
      <LeaveClasses classes={leave.classes} arrange />
      <TextField field={form.field('remark')} label={i18n._('Remark')} maxLength={300} />
      <div className="row-actions">
        <PlainButton disabled={decide.isPending} onClick={() => send('approve')}>
          {i18n._('Approve')}
        </PlainButton>
        <PlainButton fill="outline" disabled={decide.isPending} onClick={() => send('reject')}>
          {i18n._('Reject')}
        </PlainButton>
      </div>
    </li>
  );
}

import { mayOpen } from '../../../domain/menus/screen-access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { acceptAttribute } from '../../../domain/files/allowed-types';
import {
  LeaveApplicationSchema,
  daysLabel,
  daysText,
  type EndHalf,
  type StartHalf,
} from '../../../domain/leave/leave-rules';
import { LEAVE_MESSAGES as M } from '../../../domain/leave/messages';
import { APP_PATHS } from '../../../domain/routes/known-paths';
import { refusalText } from '../../lib/refusal-text';
import { currentUser } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { AppLink } from '../../ui/app-link';
import { ChoiceSelect } from '../../ui/choice-select';
import { confirmYes } from '../../ui/confirm-dialog';
import { NoPermission } from '../../ui/no-permission';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { LeaveClasses, LeaveLine } from './leave-line';
import { applyForLeave, cancelLeave, leaveKeys, leaveQueries, type MyLeave } from './leave-queries';
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
  if (!user || !mayOpen(user.roles, APP_PATHS.leave)) return <NoPermission title="Leave" />;
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

const START_OPTIONS = [
  { value: 1, label: 'The whole day' },
  { value: 2, label: 'From the second half' },
];
const END_OPTIONS = [
  { value: 1, label: 'The whole day' },
  { value: 2, label: 'Until the first half' },
];

function ApplyForm({ mine, onApplied }: { mine: MyLeave; onApplied: (message: string) => void }) {
  const online = useOnline();
  const [typeId, setTypeId] = useState('');
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [fromHalf, setFromHalf] = useState<StartHalf>('full');
  const [toHalf, setToHalf] = useState<EndHalf>('full');
  const [reason, setReason] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const type = mine.types.find((t) => String(t.id) === typeId);
  const end = toDate || fromDate;
  const ready = typeId !== '' && fromDate !== '' && end >= fromDate;
  const search = { leaveTypeId: typeId, fromDate, toDate: end, fromHalf, toHalf };
  const preview = useQuery({ ...leaveQueries.preview(search), enabled: ready && online });
  const apply = useMutation({
    mutationFn: () =>
      applyForLeave(v.parse(LeaveApplicationSchema, { ...search, leaveTypeId: Number(typeId), reason }), file),
    onSuccess: ({ message }) => {
      setFailure(null);
      setFromDate('');
      setToDate('');
      setReason('');
      setFile(null);
      onApplied(message);
    },
    onError: async (e) => setFailure(await refusalText(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = v.safeParse(LeaveApplicationSchema, {
      ...search,
      leaveTypeId: Number(typeId) || undefined,
      reason,
    });
    if (!checked.success) return setFailure(checked.issues[0].message);
    if (type?.needsAttachment && !file) return setFailure(M.attachmentNeeded);
    apply.mutate();
  };

  return (
    <form className="leave-form" onSubmit={submit} aria-labelledby="apply-title" noValidate>
      <h2 id="apply-title">Apply for leave</h2>
      <div className="leave-form__grid">
        <ChoiceSelect
          label="Leave type"
          name="leaveTypeId"
          value={typeId}
          options={mine.types.map((t) => ({ value: t.id, label: `${t.code} ${t.name}` }))}
          onChange={setTypeId}
        />
        <PlainTextField name="fromDate" label="From" type="date" value={fromDate} onChange={setFromDate} />
        <PlainTextField name="toDate" label="To" type="date" value={toDate} onChange={setToDate} />
        {type?.halfDaysAllowed && (
          <>
            <ChoiceSelect
              label="First day"
              name="fromHalf"
              value={fromHalf === 'full' ? '1' : '2'}
              options={START_OPTIONS}
              onChange={(value) => setFromHalf(value === '2' ? 'second' : 'full')}
            />
            <ChoiceSelect
              label="Last day"
              name="toHalf"
              value={toHalf === 'full' ? '1' : '2'}
              options={END_OPTIONS}
              onChange={(value) => setToHalf(value === '2' ? 'first' : 'full')}
            />
          </>
        )}
        <PlainTextField name="reason" label="Reason" value={reason} onChange={setReason} maxLength={500} />
        <div className="plain-field">
          <label htmlFor="leave-attachment">
            Attachment{type?.needsAttachment ? ' (needed for this leave type)' : ' (optional)'}: a PDF or an image
          </label>
          <input
            id="leave-attachment"
            type="file"
            accept={acceptAttribute('document')}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
      </div>
      {ready && preview.data && (
        <div className="leave-preview" aria-live="polite">
          <p>
            {preview.data.refusal ??
              `${daysLabel(preview.data.halfDays)} counted; ${daysText((preview.data.balance?.available ?? 0) - preview.data.halfDays)} of ${preview.data.balance?.code ?? ''} left after this leave.`}
          </p>
          <LeaveClasses classes={preview.data.classes} />
        </div>
      )}
      {!online && (
        <p className="hint" role="status">
          You are offline. Leave is applied online: the server checks the balance and your other leave when it arrives.
        </p>
      )}
      <ErrorAlert message={failure} />
      <PlainButton type="submit" disabled={apply.isPending || !online}>
        Apply
      </PlainButton>
      <p className="hint">
        <AppLink to={APP_PATHS.leaveApprovals}>Leave waiting for your decision</AppLink>
      </p>
    </form>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { BackupApproverSchema } from '../../../domain/leave/leave-rules';
import { refusalText } from '../../lib/refusal-text';
import { ChoiceSelect } from '../../ui/choice-select';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { leaveKeys, leaveQueries, nameBackup, removeBackup } from './leave-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import './leave.css';
import { dateText } from '../../../domain/calendar/date-text';

/**
 * On Leave approvals, for a HoD: name a member of their department's staff to decide its leave for the dates of
 * their absence (§2 'approve leave as backup approver'); outside those dates the backup is refused.
 */
export function BackupsPanel() {
  const queryClient = useQueryClient();
  const answer = useQuery(leaveQueries.backups());
  const [backupUserId, setBackupUserId] = useState('');
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const said = async ({ message }: { message: string }) => {
    setFailure(null);
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: leaveKeys.all });
  };
  const refused = async (e: unknown) => (setNotice(null), setFailure(await refusalText(e)));
  const name = useMutation({ mutationFn: nameBackup, onSuccess: said, onError: refused });
  const remove = useMutation({ mutationFn: removeBackup, onSuccess: said, onError: refused });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = v.safeParse(BackupApproverSchema, {
      backupUserId: backupUserId === '' ? undefined : Number(backupUserId),
      fromDate,
      toDate,
    });
    if (!checked.success) return setFailure(checked.issues[0].message);
    name.mutate(checked.output);
  };
  const data = answer.data;
  return (
    <section className="leave" aria-labelledby="backup-title">
      <form className="leave-form" onSubmit={submit} aria-labelledby="backup-title" noValidate>
        <h2 id="backup-title">Name a backup approver{data?.department ? ` for ${data.department}` : ''}</h2>
        <p className="hint">
          While you are away, they approve or reject your department&apos;s leave; before and after these dates they
          cannot.
        </p>
        <div className="leave-form__grid">
          <ChoiceSelect
            label="Backup approver"
            name="backupUserId"
            value={backupUserId}
            options={data?.staff ?? []}
            onChange={setBackupUserId}
          />
          <PlainTextField name="fromDate" label="From" type="date" value={fromDate} onChange={setFromDate} />
          <PlainTextField name="toDate" label="To" type="date" value={toDate} onChange={setToDate} />
        </div>
        <PlainButton type="submit" disabled={name.isPending}>
          Name backup approver
        </PlainButton>
      </form>
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
      <h2 id="named-title">Named</h2>
      {data && data.rows.length === 0 && <p className="hint">No backup approver named.</p>}
      <ul className="leave-list" aria-labelledby="named-title">
        {data?.rows.map((b) => (
          <li key={b.id} className="leave-item">
            <p>
              {b.backupName}: {dateText(b.fromDate)} to {dateText(b.toDate)}
            </p>
            <PlainButton fill="outline" disabled={remove.isPending} onClick={() => remove.mutate(b.id)}>
              Remove
            </PlainButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

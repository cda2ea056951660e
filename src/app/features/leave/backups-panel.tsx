import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BackupApproverFormSchema, EMPTY_BACKUP } from '../../../domain/leave/leave-forms';
import { refusalText } from '../../lib/refusal-text';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
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
  const form = useSchemaForm(BackupApproverFormSchema, {
    initial: EMPTY_BACKUP,
    onSubmit: (backup) => name.mutate(backup),
    onInvalid: () => setFailure(null),
  });
  const data = answer.data;
  return (
    <section className="leave" aria-labelledby="backup-title">
      <form className="leave-form" onSubmit={form.handleSubmit} aria-labelledby="backup-title" noValidate>
        <h2 id="backup-title">Name a backup approver{data?.department ? ` for ${data.department}` : ''}</h2>
        <p className="hint">
          While you are away, they approve or reject your department&apos;s leave; before and after these dates they
          cannot.
        </p>
        <div className="leave-form__grid">
          <SelectField
            field={form.field('backupUserId')}
            label="Backup approver"
            options={data?.staff.map((s) => ({ value: String(s.value), label: s.label }))}
            loading={answer.isPending}
          />
          <DateField field={form.field('fromDate')} label="From" />
          <DateField field={form.field('toDate')} label="To" />
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

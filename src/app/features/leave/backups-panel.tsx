import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
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
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';

/**
 * On Leave approvals, for a HoD: name a member of their department's staff to decide its leave for the dates of
 * their absence (§2 'approve leave as backup approver'); outside those dates the backup is refused.
 */
export function BackupsPanel() {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const locale = useLocale();
  const answer = useQuery(leaveQueries.backups());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const said = async ({ message }: { message: string }) => {
    setFailure(null);
    setNotice(translateKnown(i18n, message));
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
        <h2 id="backup-title">
          {data?.department
            ? i18n._('Name a backup approver for {department}', { department: data.department })
            : i18n._('Name a backup approver')}
        </h2>
        <p className="hint">
          {i18n._(
            "While you are away, they approve or reject your department's leave; before and after these dates they cannot.",
          )}
        </p>
        <div className="leave-form__grid">
          <SelectField
            field={form.field('backupUserId')}
            label={i18n._('Backup approver')}
            options={data?.staff.map((s) => ({ value: String(s.value), label: s.label }))}
            loading={answer.isPending}
          />
          <DateField field={form.field('fromDate')} label={i18n._('From')} />
          <DateField field={form.field('toDate')} label={i18n._('To')} />
        </div>
        <PlainButton type="submit" disabled={name.isPending}>
          {i18n._('Name backup approver')}
        </PlainButton>
      </form>
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
      <h2 id="named-title">{i18n._('Named')}</h2>
      {data && data.rows.length === 0 && <p className="hint">{i18n._('No backup approver named.')}</p>}
      <ul className="leave-list" aria-labelledby="named-title">
        {data?.rows.map((b) => (
          <li key={b.id} className="leave-item">
            <p>
              {b.backupName}:{' '}
              {i18n._('{from} to {to}', { from: dateText(b.fromDate, locale), to: dateText(b.toDate, locale) })}
            </p>
            <PlainButton fill="outline" disabled={remove.isPending} onClick={() => remove.mutate(b.id)}>
              {i18n._('Remove')}
            </PlainButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

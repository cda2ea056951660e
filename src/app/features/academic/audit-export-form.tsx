import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { AuditExportFormSchema } from '../../../domain/academic/audit-export-form';
import { saveFile } from '../../lib/save-file';
import { DateField } from '../../ui/form/date-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { exportListChanges } from './academic-queries';
import { refusalText } from '../../lib/refusal-text';
import { ErrorAlert } from '../../ui/error-alert';

/** Exports the audit log (the list chosen above, between two days) to Excel: administrators only, like the log. */
export function AuditExportForm({ list }: { list: string }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const exportDays = async (from = '', to = '') => {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await exportListChanges({ list, from, to }), 'List_Changes.xlsx');
    } catch (e) {
      setFailure(await refusalText(e));
    } finally {
      setBusy(false);
    }
  };
  const form = useSchemaForm(AuditExportFormSchema, {
    initial: { from: '', to: '' },
    onSubmit: ({ from, to }) => void exportDays(from, to),
  });
  return (
    <form
      className="list-export"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={i18n._('Export the changes to Excel')}
    >
      <DateField field={form.field('from')} label={i18n._('From (optional)')} />
      <DateField field={form.field('to')} label={i18n._('To (optional)')} />
      <PlainButton type="submit" fill="outline" disabled={busy}>
        {i18n._('Export to Excel')}
      </PlainButton>
      <ErrorAlert message={failure} />
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { saveFile } from '../../lib/save-file';
import { PlainTextField } from '../../ui/plain-text-field';
import { PlainButton } from '../../ui/plain/plain-button';
import { exportListChanges } from './academic-queries';
import { refusalText } from '../../lib/refusal-text';
import { ErrorAlert } from '../../ui/error-alert';

/** Exports the audit log (the list chosen above, between two days) to Excel: administrators only, like the log. */
export function AuditExportForm({ list }: { list: string }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
  return (
    <form className="list-export" onSubmit={(e) => void submit(e)} aria-label="Export the changes to Excel">
      <PlainTextField label="From (optional)" type="date" value={from} onChange={setFrom} />
      <PlainTextField label="To (optional)" type="date" value={to} onChange={setTo} />
      <PlainButton type="submit" fill="outline" disabled={busy}>
        Export to Excel
      </PlainButton>
      <ErrorAlert message={failure} />
    </form>
  );
}

import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ImportReport } from '../../../domain/admissions/import-answers';
import { translateKnown } from '../../i18n/translate-known';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';
import { StatusNote } from '../../ui/status-note';
import { UploadProgress } from '../../ui/sheet-upload/upload-progress';
import { UploadRefused, type UploadStage } from '../../ui/sheet-upload/upload-sheet';
import { libraryKeys } from './library-queries';
import { uploadMarc } from './marc-upload';

/**
 * A MARC21 (.mrc) export of Koha or another system: choose it, Import shows the bytes sent and then the records read
 * and saved; the report lists each record not saved by its place in the file, the MARC field and the reason.
 */
export function MarcImportPanel() {
  const { i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    if (!file) return;
    setReport(null);
    setFailure(null);
    setStage({ stage: 'sending', sent: 0, total: file.size });
    try {
      setReport(await uploadMarc(file, setStage));
      await queryClient.invalidateQueries({ queryKey: libraryKeys.all });
    } catch (error) {
      setFailure(
        error instanceof UploadRefused && error.message
          ? translateKnown(i18n, error.message)
          : i18n._('The file could not be imported. Check your connection and try again.'),
      );
    } finally {
      setStage(null);
    }
  };
  return (
    <section className="dashboard-section library-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{i18n._('MARC21 import')}</h2>
      <p className="hint">
        {i18n._(
          'Export the catalogue from Koha (Tools, Export data, MARC with items) or another system as a .mrc file. Titles are matched by ISBN; each 952 or 852 holding becomes a copy.',
        )}
      </p>
      <div className="file-field">
        <label htmlFor={`${id}-file`}>{i18n._('MARC file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".mrc,.marc,application/marc"
          disabled={stage !== null}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <PlainButton disabled={!file || stage !== null} onClick={() => void run()}>
        {i18n._('Import')}
      </PlainButton>
      {stage && <UploadProgress stage={stage} already={i18n._('already catalogued')} />}
      {failure && <ErrorAlert message={failure} />}
      {report && (
        <div className="bulk-report">
          <StatusNote>
            {i18n._('{saved} of {checked} records saved, {already} already catalogued, {invalid} not saved.', {
              saved: report.savedRows,
              checked: report.checkedRows,
              already: report.alreadyAdmittedRows,
              invalid: report.invalidRows,
            })}
          </StatusNote>
          {report.issues.length > 0 && (
            <div className="table-scroll" tabIndex={0} role="region" aria-label={i18n._('Records not saved')}>
              <table className="result-table">
                <caption>{i18n._('Records not saved')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{i18n._('Record')}</th>
                    <th scope="col">{i18n._('MARC field')}</th>
                    <th scope="col">{i18n._('Reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.issues.map((issue, i) => (
                    <tr key={`${String(issue.row)}-${String(i)}`}>
                      <td data-label={i18n._('Record')}>{issue.row}</td>
                      <td data-label={i18n._('MARC field')}>{issue.column || '—'}</td>
                      <td data-label={i18n._('Reason')}>{translateKnown(i18n, issue.reason)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

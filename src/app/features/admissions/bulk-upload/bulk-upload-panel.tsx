import { PlainButton } from '../../../ui/plain/plain-button';
import { useRef, useState } from 'react';
import { BULK_MESSAGES } from '../../../../domain/admissions/bulk-messages';
import type { ImportReport } from '../../../../domain/admissions/bulk-report';
import { FILE_KINDS, acceptAttribute } from '../../../../domain/files/allowed-types';
import { saveFile } from '../../../lib/save-file';
import { readableSize } from '../../../ui/form/file-field';
import { showToast } from '../../../ui/toast';
import { UploadIssues } from './upload-issues';
import { UploadProgress } from './upload-progress';
import { UploadRefused, downloadFromApp, uploadAdmissionsSheet, type UploadStage } from './upload-admissions-sheet';

const OFFLINE =
  'You are offline or the server cannot be reached. The upload needs a connection; please try again when you are online.';

/**
 * §2 Upload toggle: Excel bulk upload of admissions. Choose a file (Remove clears it), Upload shows the bytes
 * sent and then the rows checked and saved; the rows not submitted are listed by row, column and reason and
 * can be downloaded as a sheet to fix and upload again. Close leaves upload mode.
 */
export function BulkUploadPanel({ onClose, onUploaded }: { onClose: () => void; onUploaded?: () => void }) {
  const input = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = stage !== null;

  const remove = () => {
    if (input.current) input.current.value = '';
    setFile(null);
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setFailure(null);
  };
  const upload = async () => {
    if (!file) return;
    setReport(null);
    setFailure(null);
    setStage({ stage: 'sending', sent: 0, total: file.size });
    try {
      const result = await uploadAdmissionsSheet(file, setStage).done;
      setReport(result);
      remove();
      void showToast(BULK_MESSAGES.uploaded, { tone: 'success' });
      onUploaded?.();
    } catch (error) {
      const message =
        error instanceof UploadRefused && error.message
          ? error.message
          : !navigator.onLine || (error instanceof UploadRefused && error.status === 0)
            ? OFFLINE
            : null;
      setFailure(message);
      void showToast(BULK_MESSAGES.uploadFailed, { tone: 'danger' });
    } finally {
      setStage(null);
    }
  };
  const download = async (path: string, name: string) => {
    try {
      saveFile(await downloadFromApp(path), name);
    } catch {
      void showToast('The file could not be downloaded. Please try again.', { tone: 'danger' });
    }
  };

  return (
    <section className="dashboard-section bulk-upload" aria-labelledby="bulk-upload-title">
      <h2 id="bulk-upload-title">Excel upload of admissions</h2>
      <p className="hint">
        Fill the template (one student per row; its Instructions sheet explains every column) and upload it as .xlsx or
        .xls, up to {readableSize(48 * 1024 * 1024)}.{' '}
      </p>
      <PlainButton
        fill="outline"
        onClick={() => void download('getExcelForNewAdmissions', 'New_Admissions_Template.xlsx')}
      >
        Download the template
      </PlainButton>
      <div className="file-field">
        <label htmlFor="bulk-upload-file">Excel file</label>
        <input
          id="bulk-upload-file"
          ref={input}
          type="file"
          accept={acceptAttribute('spreadsheet')}
          disabled={busy}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          aria-describedby="bulk-upload-kinds"
        />
        <span id="bulk-upload-kinds" className="hint">
          {FILE_KINDS.spreadsheet.extensions.join(' or ')}
        </span>
        {file && (
          <div className="file-preview">
            <span className="file-preview__name">{file.name}</span>
            <span className="file-preview__size">{readableSize(file.size)}</span>
            <button type="button" className="file-preview__remove" onClick={remove} disabled={busy}>
              Remove
            </button>
          </div>
        )}
      </div>
      <div className="button-row">
        <PlainButton disabled={!file || busy} onClick={() => void upload()}>
          Upload
        </PlainButton>
        <PlainButton fill="outline" disabled={busy} onClick={onClose}>
          Close
        </PlainButton>
      </div>
      {stage && <UploadProgress stage={stage} />}
      {failure !== null && (
        <p className="error-alert" role="alert">
          {BULK_MESSAGES.uploadFailed}
          {failure ? `: ${failure}` : ''}
        </p>
      )}
      {report && (
        <UploadIssues
          report={report}
          onDownload={() =>
            void download(
              `admissionImports/${encodeURIComponent(report.importKey)}/errors`,
              'Admissions_Not_Submitted.xlsx',
            )
          }
        />
      )}
    </section>
  );
}

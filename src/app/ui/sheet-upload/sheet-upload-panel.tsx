import { useId, useRef, useState, type ReactNode } from 'react';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import type { ImportReport } from '../../../domain/admissions/bulk-report';
import { FILE_KINDS, acceptAttribute } from '../../../domain/files/allowed-types';
import { appI18n } from '../../i18n/app-i18n';
import { translateKnown, usePageI18n } from '../../i18n/translate-known';
import { saveFile } from '../../lib/save-file';
import { readableSize } from '../form/file-field';
import { PlainButton } from '../plain/plain-button';
import { showToast } from '../toast';
import { UploadIssues, type AlreadyWords } from './upload-issues';
import { UploadProgress } from './upload-progress';
import { UploadRefused, downloadFromApp, uploadSheet, type UploadStage } from './upload-sheet';
import { ErrorAlert } from '../error-alert';
import './sheet-upload.css';
import '../dashboard.css';

const OFFLINE =
  /*i18n*/ 'You are offline or the server cannot be reached. The upload needs a connection; please try again when you are online.';

export interface SheetUploadProps {
  /** The panel's heading ('Excel upload of admissions'). */
  title: string;
  /** What the upload holds: masterDataExcelsUploads' fileType. */
  fileType: string;
  /** More of the upload's query (a marks sheet's exam: `{ examId }`). */
  query?: Readonly<Record<string, string>>;
  /** The text above the controls (how to fill the template). */
  hint: ReactNode;
  /** The template to download here, if the panel offers it. */
  template?: { path: string; fileName: string; label: string };
  /** The file name of the rows not submitted. */
  errorsFileName: string;
  already: AlreadyWords;
  onClose: () => void;
  onUploaded?: () => void;
}

/** The file could not be downloaded (template, rows not submitted). */
export const DOWNLOAD_FAILED = /*i18n*/ 'The file could not be downloaded. Please try again.';

/** A download from the app's API saved as a file; a toast in the page's language when it fails. */
export async function downloadAppFile(path: string, name: string) {
  try {
    saveFile(await downloadFromApp(path), name);
  } catch {
    void showToast(translateKnown(appI18n(), DOWNLOAD_FAILED), { tone: 'danger' });
  }
}

/**
 * The Excel upload (§7 masterDataExcelsUploads): choose a file (Remove clears it), Upload shows the bytes sent and
 * then the rows checked and saved as the server reports them; the rows not submitted are listed by row, column and
 * reason and can be downloaded as a sheet to fix and upload again. Close leaves upload mode. Its own words are in the
 * page's language; the §8 upload messages too when a loaded catalogue has them, the server's reasons as sent.
 */
export function SheetUploadPanel(props: SheetUploadProps) {
  const { title, fileType, query, hint, template, errorsFileName, already, onClose, onUploaded } = props;
  const id = useId();
  const i18n = usePageI18n();
  const known = (text: string) => translateKnown(i18n, text);
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
      const result = await uploadSheet(file, fileType, setStage, query).done;
      setReport(result);
      remove();
      void showToast(known(BULK_MESSAGES.uploaded), { tone: 'success' });
      onUploaded?.();
    } catch (error) {
      const message =
        error instanceof UploadRefused && error.message
          ? error.message
          : !navigator.onLine || (error instanceof UploadRefused && error.status === 0)
            ? i18n._(OFFLINE)
            : null;
      setFailure(message);
      void showToast(known(BULK_MESSAGES.uploadFailed), { tone: 'danger' });
    } finally {
      setStage(null);
    }
  };

  return (
    <section className="dashboard-section bulk-upload" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="hint">
        {hint} {i18n._('Upload it as .xlsx or .xls, up to {size}.', { size: readableSize(48 * 1024 * 1024) })}
      </p>
      {template && (
        <PlainButton fill="outline" onClick={() => void downloadAppFile(template.path, template.fileName)}>
          {template.label}
        </PlainButton>
      )}
      <div className="file-field">
        <label htmlFor={`${id}-file`}>{i18n._('Excel file')}</label>
        <input
          id={`${id}-file`}
          ref={input}
          type="file"
          accept={acceptAttribute('spreadsheet')}
          disabled={busy}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          aria-describedby={`${id}-kinds`}
        />
        <span id={`${id}-kinds`} className="hint">
          {FILE_KINDS.spreadsheet.extensions.join(' or ')}
        </span>
        {file && (
          <div className="file-preview">
            <span className="file-preview__name">{file.name}</span>
            <span className="file-preview__size">{readableSize(file.size)}</span>
            <button type="button" className="file-preview__remove" onClick={remove} disabled={busy}>
              {i18n._('Remove')}
            </button>
          </div>
        )}
      </div>
      <div className="button-row">
        <PlainButton disabled={!file || busy} onClick={() => void upload()}>
          {i18n._('Upload')}
        </PlainButton>
        <PlainButton fill="outline" disabled={busy} onClick={onClose}>
          {i18n._('Close')}
        </PlainButton>
      </div>
      {stage && <UploadProgress stage={stage} already={already.short} />}
      {failure !== null && (
        <ErrorAlert
          message={
            failure ? `${known(BULK_MESSAGES.uploadFailed)}: ${known(failure)}` : known(BULK_MESSAGES.uploadFailed)
          }
        />
      )}
      {report && (
        <UploadIssues
          report={report}
          already={already}
          onDownload={() =>
            void downloadAppFile(`admissionImports/${encodeURIComponent(report.importKey)}/errors`, errorsFileName)
          }
        />
      )}
    </section>
  );
}

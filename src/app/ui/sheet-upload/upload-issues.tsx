import { PlainButton } from '../plain/plain-button';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import type { ImportReport } from '../../../domain/admissions/bulk-report';
import { countText } from '../../../domain/display-formats';
import { ErrorAlert } from '../error-alert';
import { StatusNote } from '../status-note';

const n = countText;

/** How an upload names the rows it did not save again: 'already admitted' (same Aadhaar), 'already on the list'. */
export interface AlreadyWords {
  /** In the figures: 'already admitted'. */
  short: string;
  /** Before the row numbers: 'Already admitted (same Aadhaar number), rows'. */
  rows: string;
}

/** An upload's outcome: what was saved, the rows already there, and the rows not submitted with their reasons. */
export function UploadIssues({
  report,
  already,
  onDownload,
}: {
  report: ImportReport;
  already: AlreadyWords;
  onDownload: () => void;
}) {
  return (
    <div className="bulk-report">
      <StatusNote>
        {BULK_MESSAGES.uploaded}: {n(report.savedRows)} saved of {n(report.checkedRows)} rows
        {report.alreadyAdmittedRows > 0 && `, ${n(report.alreadyAdmittedRows)} ${already.short} (not saved again)`}
        {report.invalidRows > 0 && `, ${n(report.invalidRows)} not submitted`}.
      </StatusNote>
      {report.alreadyAdmittedRows > 0 && (
        <p className="hint" data-testid="already-admitted">
          {already.rows}: {report.alreadyAdmitted.join(', ')}
          {report.alreadyAdmittedRows > report.alreadyAdmitted.length ? '…' : ''}
        </p>
      )}
      {report.invalidRows > 0 && (
        <>
          <ErrorAlert message={BULK_MESSAGES.notSubmitted} />
          <div className="button-row">
            <PlainButton fill="outline" onClick={onDownload}>
              Download these rows to fix ({n(report.invalidRows)})
            </PlainButton>
          </div>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Rows not submitted">
            <table className="result-table bulk-issues">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Column</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {report.issues.map((issue, i) => (
                  <tr key={`${String(issue.row)}-${issue.column}-${String(i)}`}>
                    <td data-label="Row">{issue.row}</td>
                    <td data-label="Column">{issue.column}</td>
                    <td data-label="Reason">{issue.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {report.moreIssues && (
            <p className="hint">
              The table shows the first {n(report.issues.length)} problems; the downloaded sheet has every row.
            </p>
          )}
        </>
      )}
    </div>
  );
}

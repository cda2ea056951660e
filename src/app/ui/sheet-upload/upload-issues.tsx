import { translateKnown, usePageI18n } from '../../i18n/translate-known';
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
  const i18n = usePageI18n();
  return (
    <div className="bulk-report">
      <StatusNote>
        {translateKnown(i18n, BULK_MESSAGES.uploaded)}:{' '}
        {i18n._('{saved} saved of {checked} rows', { saved: n(report.savedRows), checked: n(report.checkedRows) })}
        {report.alreadyAdmittedRows > 0 &&
          `, ${i18n._('{count} {already} (not saved again)', { count: n(report.alreadyAdmittedRows), already: already.short })}`}
        {report.invalidRows > 0 && `, ${i18n._('{count} not submitted', { count: n(report.invalidRows) })}`}.
      </StatusNote>
      {report.alreadyAdmittedRows > 0 && (
        <p className="hint" data-testid="already-admitted">
          {already.rows}: {report.alreadyAdmitted.join(', ')}
          {report.alreadyAdmittedRows > report.alreadyAdmitted.length ? '…' : ''}
        </p>
      )}
      {report.invalidRows > 0 && (
        <>
          <ErrorAlert message={translateKnown(i18n, BULK_MESSAGES.notSubmitted)} />
          <div className="button-row">
            <PlainButton fill="outline" onClick={onDownload}>
              {i18n._('Download these rows to fix ({count})', { count: n(report.invalidRows) })}
            </PlainButton>
          </div>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={i18n._('Rows not submitted')}>
            <table className="result-table bulk-issues">
              <thead>
                <tr>
                  <th scope="col">{i18n._('Row')}</th>
                  <th scope="col">{i18n._('Column')}</th>
                  <th scope="col">{i18n._('Reason')}</th>
                </tr>
              </thead>
              <tbody>
                {report.issues.map((issue, i) => (
                  <tr key={`${String(issue.row)}-${issue.column}-${String(i)}`}>
                    <td data-label={i18n._('Row')}>{issue.row}</td>
                    <td data-label={i18n._('Column')}>{issue.column}</td>
                    <td data-label={i18n._('Reason')}>{translateKnown(i18n, issue.reason)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {report.moreIssues && (
            <p className="hint">
              {i18n._('The table shows the first {count} problems; the downloaded sheet has every row.', {
                count: n(report.issues.length),
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
}

import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AlumniRecord } from '../../../domain/alumni/answers';
import { ErrorAlert } from '../../ui/error-alert';

/** A record's status as the list writes it (lower case, as stored), in the page's language. */
const STATUS_WORDS: Readonly<Record<string, string>> = { working: /*i18n*/ 'working', studying: /*i18n*/ 'studying' };
const statusText = (i18n: I18n, status: string) => {
  const word = STATUS_WORDS[status];
  return word ? i18n._(word) : status;
};

/** The alumni records getAlumniData answers, reloaded after each save. */
export function HistoryList({ records }: { records: UseQueryResult<AlumniRecord[]> }) {
  const { i18n } = useLingui();
  if (records.isPending)
    return (
      <p className="hint" role="status">
        <Trans id="Loading alumni records…" />
      </p>
    );
  if (records.isError)
    return (
      <ErrorAlert
        message={i18n._('The alumni records could not be loaded. Check your connection and open this page again.')}
      />
    );
  return (
    <section aria-labelledby="alumni-records-title">
      <h2 id="alumni-records-title">
        <Trans id="Alumni records ({count})" values={{ count: records.data.length }} />
      </h2>
      <div className="alumni-table-wrap" tabIndex={0} role="region" aria-label={i18n._('Alumni records table')}>
        <table className="alumni-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans id="Roll Number" />
              </th>
              <th scope="col">
                <Trans id="Name" />
              </th>
              <th scope="col">
                <Trans id="Batch" />
              </th>
              <th scope="col">
                <Trans id="Branch" />
              </th>
              <th scope="col">
                <Trans id="Status" />
              </th>
              <th scope="col">
                <Trans id="Company / Institute" />
              </th>
            </tr>
          </thead>
          <tbody>
            {records.data.map((r) => (
              <tr key={r.rollNumber}>
                <td>{r.rollNumber}</td>
                <td>{r.name}</td>
                <td>{r.batch}</td>
                <td>{r.branch}</td>
                <td>{statusText(i18n, r.status)}</td>
                <td>{r.status === 'working' ? r.company : r.instituteName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DirectoryAnswer } from '../../../domain/alumni/directory';
import { ErrorAlert } from '../../ui/error-alert';

const STATUS_TEXT = { working: /*i18n*/ 'Working', studying: /*i18n*/ 'Studying', other: /*i18n*/ 'NA' } as const;

/** The counts by batch and the alumni found. */
export function DirectoryTables({ result }: { result: UseQueryResult<DirectoryAnswer> }) {
  const { i18n } = useLingui();
  if (result.isPending)
    return (
      <p className="hint" role="status">
        <Trans id="Loading alumni…" />
      </p>
    );
  if (result.isError)
    return <ErrorAlert message={i18n._('The directory could not be loaded. Check your connection and try again.')} />;
  const { rows, countsByBatch, total } = result.data;
  return (
    <>
      <section aria-labelledby="alumni-counts-title">
        <h2 id="alumni-counts-title">
          <Trans id="Counts by batch" />
        </h2>
        <table className="alumni-counts">
          <thead>
            <tr>
              <th scope="col">
                <Trans id="Batch" />
              </th>
              <th scope="col">
                <Trans id="Working" />
              </th>
              <th scope="col">
                <Trans id="Studying" />
              </th>
              <th scope="col">
                <Trans id="NA" />
              </th>
            </tr>
          </thead>
          <tbody>
            {countsByBatch.map((c) => (
              <tr key={c.batch}>
                <th scope="row">{c.batch}</th>
                <td>{c.working}</td>
                <td>{c.studying}</td>
                <td>{c.other}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="alumni-found-title">
        <h2 id="alumni-found-title" aria-live="polite">
          {i18n._('{total, plural, one {# alumnus found} other {# alumni found}}', { total })}
        </h2>
        <div className="alumni-table-wrap" tabIndex={0} role="region" aria-label={i18n._('Alumni found')}>
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
                <th scope="col">
                  <Trans id="Role / Course" />
                </th>
                <th scope="col">
                  <Trans id="Location" />
                </th>
                <th scope="col">
                  <Trans id="Contact" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.rollNumber}>
                  <td>{r.rollNumber}</td>
                  <td>{r.name}</td>
                  <td>{r.batch}</td>
                  <td>{r.branch}</td>
                  <td>{i18n._(STATUS_TEXT[r.status])}</td>
                  <td>{r.organisation}</td>
                  <td>{r.role}</td>
                  <td>{r.location}</td>
                  <td>{[r.email, r.mobile].filter(Boolean).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

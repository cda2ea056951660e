import type { UseQueryResult } from '@tanstack/react-query';
import type { DirectoryAnswer } from '../../../domain/alumni/directory';
import { ErrorAlert } from '../../ui/error-alert';

const STATUS_TEXT = { working: 'Working', studying: 'Studying', other: 'NA' } as const;

/** The counts by batch and the alumni found. */
export function DirectoryTables({ result }: { result: UseQueryResult<DirectoryAnswer> }) {
  if (result.isPending)
    return (
      <p className="hint" role="status">
        Loading alumni…
      </p>
    );
  if (result.isError)
    return <ErrorAlert message="The directory could not be loaded. Check your connection and try again." />;
  const { rows, countsByBatch, total } = result.data;
  return (
    <>
      <section aria-labelledby="alumni-counts-title">
        <h2 id="alumni-counts-title">Counts by batch</h2>
        <table className="alumni-counts">
          <thead>
            <tr>
              <th scope="col">Batch</th>
              <th scope="col">Working</th>
              <th scope="col">Studying</th>
              <th scope="col">NA</th>
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
          {total === 1 ? '1 alumnus found' : `${total} alumni found`}
        </h2>
        <div className="alumni-table-wrap" tabIndex={0} role="region" aria-label="Alumni found">
          <table className="alumni-table">
            <thead>
              <tr>
                <th scope="col">Roll Number</th>
                <th scope="col">Name</th>
                <th scope="col">Batch</th>
                <th scope="col">Branch</th>
                <th scope="col">Status</th>
                <th scope="col">Company / Institute</th>
                <th scope="col">Role / Course</th>
                <th scope="col">Location</th>
                <th scope="col">Contact</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.rollNumber}>
                  <td>{r.rollNumber}</td>
                  <td>{r.name}</td>
                  <td>{r.batch}</td>
                  <td>{r.branch}</td>
                  <td>{STATUS_TEXT[r.status]}</td>
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

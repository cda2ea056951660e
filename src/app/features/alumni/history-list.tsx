import type { UseQueryResult } from '@tanstack/react-query';
import type { AlumniRecord } from '../../../domain/alumni/answers';
import { ErrorAlert } from '../../ui/error-alert';

/** The alumni records getAlumniData answers, reloaded after each save. */
export function HistoryList({ records }: { records: UseQueryResult<AlumniRecord[]> }) {
  if (records.isPending)
    return (
      <p className="hint" role="status">
        Loading alumni records…
      </p>
    );
  if (records.isError)
    return (
      <ErrorAlert message="The alumni records could not be loaded. Check your connection and open this page again." />
    );
  return (
    <section aria-labelledby="alumni-records-title">
      <h2 id="alumni-records-title">Alumni records ({records.data.length})</h2>
      <div className="alumni-table-wrap" tabIndex={0} role="region" aria-label="Alumni records table">
        <table className="alumni-table">
          <thead>
            <tr>
              <th scope="col">Roll Number</th>
              <th scope="col">Name</th>
              <th scope="col">Batch</th>
              <th scope="col">Branch</th>
              <th scope="col">Status</th>
              <th scope="col">Company / Institute</th>
            </tr>
          </thead>
          <tbody>
            {records.data.map((r) => (
              <tr key={r.rollNumber}>
                <td>{r.rollNumber}</td>
                <td>{r.name}</td>
                <td>{r.batch}</td>
                <td>{r.branch}</td>
                <td>{r.status}</td>
                <td>{r.status === 'working' ? r.company : r.instituteName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

import type { Achievement } from '../../../domain/achievements/schemas';

interface Props {
  rows: Achievement[] | undefined;
  loading: boolean;
  busy: boolean;
  onEdit: (achievement: Achievement) => void;
  onDelete: (achievement: Achievement) => void;
}

const shownDate = (iso: string) => iso.split('-').reverse().join('-');

/** §2 columns: S.No, Department, Faculty, Date, Description, Edit, Delete. */
export function AchievementsTable({ rows, loading, busy, onEdit, onDelete }: Props) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Achievements">
      <table className="result-table achievements-table">
        <thead>
          <tr>
            <th scope="col">S.No</th>
            <th scope="col">Department</th>
            <th scope="col">Faculty</th>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">Edit</th>
            <th scope="col">Delete</th>
          </tr>
        </thead>
        <tbody>
          {loading && (
            <tr>
              <td colSpan={7}>Loading…</td>
            </tr>
          )}
          {!loading && (rows ?? []).length === 0 && (
            <tr>
              <td colSpan={7}>No achievements to show. Use Search to choose a faculty member.</td>
            </tr>
          )}
          {(rows ?? []).map((row, i) => (
            <tr key={row.id}>
              <td data-label="S.No">{i + 1}</td>
              <td data-label="Department">{row.departmentName}</td>
              <td data-label="Faculty">{row.facultyName}</td>
              <td data-label="Date">{shownDate(row.dates)}</td>
              <td data-label="Description">{row.description}</td>
              <td data-label="Edit">
                <button
                  type="button"
                  className="table-action"
                  disabled={busy}
                  onClick={() => onEdit(row)}
                  aria-label={`Edit achievement ${i + 1}`}
                >
                  Edit
                </button>
              </td>
              <td>
                <button
                  type="button"
                  className="table-action table-action--danger"
                  disabled={busy}
                  onClick={() => onDelete(row)}
                  aria-label={`Delete achievement ${i + 1}`}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={i18n._('Achievements')}>
      <table className="result-table achievements-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans id="S.No" />
            </th>
            <th scope="col">
              <Trans id="Department" />
            </th>
            <th scope="col">
              <Trans id="Faculty" />
            </th>
            <th scope="col">
              <Trans id="Date" />
            </th>
            <th scope="col">
              <Trans id="Description" />
            </th>
            <th scope="col">
              <Trans id="Edit" />
            </th>
            <th scope="col">
              <Trans id="Delete" />
            </th>
          </tr>
        </thead>
        <tbody>
          {loading && (
            <tr>
              <td colSpan={7}>
                <Trans id="Loading…" />
              </td>
            </tr>
          )}
          {!loading && (rows ?? []).length === 0 && (
            <tr>
              <td colSpan={7}>
                <Trans id="No achievements to show. Use Search to choose a faculty member." />
              </td>
            </tr>
          )}
          {(rows ?? []).map((row, i) => (
            <tr key={row.id}>
              <td data-label={i18n._('S.No')}>{i + 1}</td>
              <td data-label={i18n._('Department')}>{row.departmentName}</td>
              <td data-label={i18n._('Faculty')}>{row.facultyName}</td>
              <td data-label={i18n._('Date')}>{shownDate(row.dates)}</td>
              <td data-label={i18n._('Description')}>{row.description}</td>
              <td data-label={i18n._('Edit')}>
                <button
                  type="button"
                  className="table-action"
                  disabled={busy}
                  onClick={() => onEdit(row)}
                  aria-label={i18n._('Edit achievement {number}', { number: i + 1 })}
                >
                  <Trans id="Edit" />
                </button>
              </td>
              <td>
                <button
                  type="button"
                  className="table-action table-action--danger"
                  disabled={busy}
                  onClick={() => onDelete(row)}
                  aria-label={i18n._('Delete achievement {number}', { number: i + 1 })}
                >
                  <Trans id="Delete" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LIST_MESSAGES as M } from '../../../domain/academic/messages';
import { academicYear } from '../../../domain/calendar/academic-year';
import { type AllotmentInput, type AllotmentRow } from '../../../domain/faculty/allotment';
import { currentUser } from '../../lib/session';
import { confirmYes } from '../../ui/confirm-dialog';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { AllotmentForm } from './allotment-form';
import { refusalText } from '../../lib/refusal-text';
import { allotmentKeys, allotmentQueries, deleteAllotment, saveAllotment } from './allotment-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import { Pager } from '../../ui/pager';
import './allotments.css';
import { dateTimeText } from '../../../domain/calendar/date-text';

/** /app/Academics/Subject Allotment: who teaches which subject to which section in an academic year. */
export function AllotmentsScreen() {
  const user = currentUser();
  if (!user) return null;
  return <AllotmentsPanel />;
}

function AllotmentsPanel() {
  const queryClient = useQueryClient();
  const yearId = useId();
  const choices = useQuery(allotmentQueries.choices());
  const keptYears = choices.data?.academicYears ?? [];
  const [chosenYear, setChosenYear] = useState<string | null>(null);
  // The current year of the academic-years list until one is chosen (the calendar's year while the list loads).
  const year = chosenYear ?? keptYears.find((y) => y.current)?.value ?? keptYears[0]?.value ?? academicYear(new Date());
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AllotmentRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useQuery(allotmentQueries.page(year, page));
  const refresh = () => queryClient.invalidateQueries({ queryKey: allotmentKeys.all });
  const done = async ({ message }: { message: string }) => {
    setAdding(false);
    setEditing(null);
    setNotice(message);
    await refresh();
  };
  const save = useMutation({
    mutationFn: (body: AllotmentInput) => saveAllotment(editing?.id ?? null, body),
    onSuccess: done,
    onError: async (e) => setFailure(await refusalText(e)),
  });
  const remove = useMutation({
    mutationFn: deleteAllotment,
    onSuccess: done,
    onError: async (e) => setFailure(await refusalText(e)),
  });

  const showYear = (name: string) => {
    setChosenYear(name);
    setPage(1);
    setAdding(false);
    setEditing(null);
  };
  const onEdit = (row: AllotmentRow) => {
    setNotice(null);
    setFailure(null);
    setAdding(false);
    setEditing(row);
  };
  const onDelete = async (row: AllotmentRow) => {
    setNotice(null);
    setFailure(null);
    if (
      await confirmYes(
        `Do you want to delete the allotment of ${row.subjectCode} in ${row.sectionLabel} to ${row.facultyName}?`,
      )
    )
      remove.mutate(row.id);
  };
  const data = answer.data?.data;
  const rows = data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / (data?.pageSize ?? 50)));

  return (
    <PageFrame title="Subject allotment" wide>
      <section className="allotments" aria-labelledby="allotments-title">
        <div className="list-search select-field">
          <label htmlFor={yearId}>Academic year</label>
          <select id={yearId} name="academicYear" value={year} onChange={(e) => showYear(e.target.value)}>
            {keptYears.length === 0 && <option value={year}>{year}</option>}
            {keptYears.map((y) => (
              <option key={y.value} value={y.value}>
                {y.current ? `${y.label} (current)` : y.label}
              </option>
            ))}
          </select>
        </div>
        {!adding && !editing && (
          <PlainButton onClick={() => (setNotice(null), setFailure(null), setAdding(true))}>
            Allot a subject
          </PlainButton>
        )}
        {(adding || editing) && (
          <AllotmentForm
            key={editing?.id ?? 'new'}
            year={year}
            editing={editing}
            pending={save.isPending}
            onSave={(body) => save.mutate(body)}
            onCancel={() => (setAdding(false), setEditing(null))}
          />
        )}
        <ErrorAlert message={failure} />
        <StatusNote>{notice}</StatusNote>
        <h2 id="allotments-title">Allotments of {year}</h2>
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            You are offline. Showing the copy saved on this device, fetched {dateTimeText(answer.data.fetchedAt)}.
          </p>
        )}
        {answer.isPending ? (
          <p className="hint">Loading…</p>
        ) : rows.length === 0 ? (
          <p className="hint">{M.noData}</p>
        ) : (
          <div className="table-scroll" role="region" aria-label={`Allotments of ${year}: this page`} tabIndex={0}>
            <table className="result-table list-table">
              <thead>
                <tr>
                  <th scope="col">Section</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Faculty member</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label="Section">{row.sectionLabel}</td>
                    <td data-label="Subject">{`${row.subjectCode} ${row.subjectName}`}</td>
                    <td data-label="Faculty member">{`${row.empCode} ${row.facultyName}${row.shared ? ' (shared)' : ''}`}</td>
                    <td data-label="Actions">
                      <PlainButton
                        size="small"
                        fill="outline"
                        onClick={() => onEdit(row)}
                        aria-label={`Edit the allotment of ${row.subjectCode} in ${row.sectionLabel} to ${row.facultyName}`}
                      >
                        Edit
                      </PlainButton>{' '}
                      <PlainButton
                        size="small"
                        fill="outline"
                        color="danger"
                        disabled={remove.isPending}
                        onClick={() => void onDelete(row)}
                        aria-label={`Delete the allotment of ${row.subjectCode} in ${row.sectionLabel} to ${row.facultyName}`}
                      >
                        Delete
                      </PlainButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && <Pager className="row-actions list-pager" page={page} pages={pages} onPage={setPage} />}
      </section>
    </PageFrame>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LIST_MESSAGES as M } from '../../../domain/academic/messages';
import { hasAnyRole } from '../../../domain/auth/access';
import { academicYear } from '../../../domain/calendar/academic-year';
import { ALLOTMENT_WRITERS, isAcademicYear, type AllotmentRow } from '../../../domain/faculty/allotment';
import { ALLOTMENT_MESSAGES as A } from '../../../domain/faculty/allotment-messages';
import { currentUser } from '../../lib/session';
import { confirmYes } from '../../ui/confirm-dialog';
import { NoPermission } from '../../ui/no-permission';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { AllotmentForm } from './allotment-form';
import { refusalText } from '../../lib/refusal-text';
import { allotmentKeys, allotmentQueries, deleteAllotment, saveAllotment } from './allotment-queries';
import './allotments.css';

/** /app/Academics/Subject Allotment: who teaches which subject to which section in an academic year. */
export function AllotmentsScreen() {
  const user = currentUser();
  if (!user || !hasAnyRole(user.roles, ALLOTMENT_WRITERS)) return <NoPermission title="Subject allotment" />;
  return <AllotmentsPanel />;
}

function AllotmentsPanel() {
  const queryClient = useQueryClient();
  const [typedYear, setTypedYear] = useState(() => academicYear(new Date()));
  const [year, setYear] = useState(typedYear);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useQuery(allotmentQueries.page(year, page));
  const refresh = () => queryClient.invalidateQueries({ queryKey: allotmentKeys.all });
  const done = async ({ message }: { message: string }) => {
    setAdding(false);
    setNotice(message);
    await refresh();
  };
  const save = useMutation({
    mutationFn: saveAllotment.bind(null, null),
    onSuccess: done,
    onError: async (e) => setFailure(await refusalText(e)),
  });
  const remove = useMutation({
    mutationFn: deleteAllotment,
    onSuccess: done,
    onError: async (e) => setFailure(await refusalText(e)),
  });

  const showYear = () => {
    setFailure(isAcademicYear(typedYear) ? null : A.yearNotConsecutive);
    if (isAcademicYear(typedYear)) {
      setYear(typedYear);
      setPage(1);
    }
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
        <div className="list-search">
          <PlainTextField
            name="academicYear"
            label="Academic year"
            value={typedYear}
            onChange={setTypedYear}
            placeholder="2026-2027"
          />
          <PlainButton fill="outline" onClick={showYear}>
            Show
          </PlainButton>
        </div>
        {!adding && (
          <PlainButton onClick={() => (setNotice(null), setFailure(null), setAdding(true))}>
            Allot a subject
          </PlainButton>
        )}
        {adding && (
          <AllotmentForm
            year={year}
            pending={save.isPending}
            onSave={(body) => save.mutate(body)}
            onCancel={() => setAdding(false)}
          />
        )}
        {failure && (
          <p className="error-alert" role="alert">
            {failure}
          </p>
        )}
        <p className="success-note" role="status">
          {notice}
        </p>
        <h2 id="allotments-title">Allotments of {year}</h2>
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            You are offline. Showing the copy saved on this device, fetched{' '}
            {new Date(answer.data.fetchedAt).toLocaleString()}.
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
        {pages > 1 && (
          <nav className="row-actions list-pager" aria-label="Pages">
            <PlainButton fill="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous page
            </PlainButton>
            <PlainButton fill="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next page
            </PlainButton>
          </nav>
        )}
      </section>
    </PageFrame>
  );
}

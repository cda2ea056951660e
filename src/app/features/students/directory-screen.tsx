import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { STUDENT_WRITERS } from '../../../domain/students/access';
import { STUDENT_MESSAGES as M } from '../../../domain/students/messages';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { SheetUploadPanel, downloadAppFile } from '../../ui/sheet-upload/sheet-upload-panel';
import { DirectoryFilters } from './directory-filters';
import { MovePanel } from './move-panel';
import { studentKeys, studentQueries, type DirectoryRequest } from './students-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { Pager } from '../../ui/pager';
import './students.css';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { STUDENTS_PATHS, studentProfilePath } from '../../../domain/students/paths';

/** Whether the directory shows every batch (`?batches=all`, the route's) and how to change it. */
export interface BatchChoice {
  allBatches: boolean;
  onAllBatches: (all: boolean) => void;
}

/**
 * The student directory (/app/Admin/Students): search, filters, pages, the batches on roll unless "Show all
 * batches"; the academic section moves the chosen.
 */
export function DirectoryScreen(choice: BatchChoice) {
  const user = currentUser();
  if (!user) return null;
  return <DirectoryPanel canMove={hasAnyRole(user.roles, STUDENT_WRITERS)} {...choice} />;
}

function DirectoryPanel({ canMove, allBatches, onAllBatches }: { canMove: boolean } & BatchChoice) {
  const [search, setRequest] = useState<DirectoryRequest>({ q: '', page: 1, pageSize: 25, filters: {} });
  const batches = allBatches ? 'all' : 'current';
  const request: DirectoryRequest = { ...search, batches };
  const [chosen, setChosen] = useState<number[]>([]);
  const [uploading, setUploading] = useState(false);
  const queryClient = useQueryClient();
  const page = useQuery(studentQueries.page(request));
  const answer = page.data;
  const rows = answer?.data.rows ?? [];
  const total = answer?.data.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / request.pageSize));
  const go = (to: number) => setRequest((r) => ({ ...r, page: to }));
  const toggle = (id: number) => setChosen((all) => (all.includes(id) ? all.filter((c) => c !== id) : [...all, id]));
  const allOnPage = rows.length > 0 && rows.every((r) => chosen.includes(r.id));
  const toggleAll = () =>
    setChosen((all) =>
      allOnPage ? all.filter((id) => !rows.some((r) => r.id === id)) : [...new Set([...all, ...rows.map((r) => r.id)])],
    );

  return (
    <PageFrame title="Students" wide>
      <section className="students" aria-labelledby="students-title">
        {canMove && (
          <p>
            <AppLink to={STUDENTS_PATHS.studentRollNumbers}>Roll numbers for admitted applicants</AppLink>
          </p>
        )}
        <label className="check">
          <input
            type="checkbox"
            checked={allBatches}
            onChange={(e) => {
              setChosen([]);
              setRequest((r) => ({ ...r, page: 1 }));
              onAllBatches(e.target.checked);
            }}
          />{' '}
          Show all batches (not only those on roll)
        </label>
        <DirectoryFilters
          batches={batches}
          onApply={(q, filters) => {
            setChosen([]);
            setRequest((r) => ({ ...r, q, filters, page: 1 }));
          }}
        />
        {canMove && <MovePanel chosen={chosen} onDone={() => setChosen([])} />}
        <h2 id="students-title">Students</h2>
        {canMove && (
          <div className="button-row">
            <PlainButton
              fill="outline"
              size="small"
              aria-label="Download template: an Excel sheet to fill with students"
              onClick={() => void downloadAppFile('getExcelForStudents', 'Students template.xlsx')}
            >
              Download template
            </PlainButton>
            <PlainButton fill="outline" size="small" aria-expanded={uploading} onClick={() => setUploading((u) => !u)}>
              Upload Excel
            </PlainButton>
          </div>
        )}
        {canMove && uploading && (
          <SheetUploadPanel
            title="Excel upload of students"
            fileType="students"
            hint="Fill the template (one student per row, as the college's previous system holds them; its Explanation sheet says what each column takes). Roll numbers already in the directory are not added again."
            errorsFileName="Students not submitted.xlsx"
            already={{ short: 'already on the list', rows: 'Already in the directory (same roll number), rows' }}
            onClose={() => setUploading(false)}
            onUploaded={() => void queryClient.invalidateQueries({ queryKey: studentKeys.all })}
          />
        )}
        {answer?.source === 'device' && (
          <p className="hint" role="status">
            You are offline. Showing the copy saved on this device, fetched {dateTimeText(answer.fetchedAt)}.
          </p>
        )}
        {page.isError && (
          <ErrorAlert message="The students could not be loaded. Check your connection and try again." />
        )}
        {page.isPending ? (
          <p className="hint">Loading…</p>
        ) : rows.length === 0 ? (
          !page.isError && <p className="hint">{M.noData}</p>
        ) : (
          <>
            <p className="hint" data-testid="students-count">
              {total} {total === 1 ? 'student' : 'students'}, page {request.page} of {pages}
            </p>
            <div className="table-scroll" role="region" aria-label="Students: this page" tabIndex={0}>
              <table className="result-table students-table">
                <thead>
                  <tr>
                    {canMove && (
                      <th scope="col">
                        <input
                          type="checkbox"
                          aria-label="Choose all on this page"
                          checked={allOnPage}
                          onChange={toggleAll}
                        />
                      </th>
                    )}
                    <th scope="col">Roll number</th>
                    <th scope="col">Name</th>
                    <th scope="col">Batch</th>
                    <th scope="col">Branch</th>
                    <th scope="col">Section</th>
                    <th scope="col">Semester</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id}>
                      {canMove && (
                        <td data-label="Choose">
                          <input
                            type="checkbox"
                            aria-label={`Choose ${r.rollNo}`}
                            checked={chosen.includes(r.id)}
                            onChange={() => toggle(r.id)}
                          />
                        </td>
                      )}
                      <td data-label="Roll number">
                        <AppLink to={studentProfilePath(r.id)}>{r.rollNo}</AppLink>
                      </td>
                      <td data-label="Name">{r.fullName}</td>
                      <td data-label="Batch">
                        {r.degree} {r.batch}
                      </td>
                      <td data-label="Branch">{r.branch}</td>
                      <td data-label="Section">{r.section ?? '–'}</td>
                      <td data-label="Semester">{r.semester}</td>
                      <td data-label="Status">{r.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager className="row-actions" page={request.page} pages={pages} onPage={go} />
          </>
        )}
      </section>
    </PageFrame>
  );
}

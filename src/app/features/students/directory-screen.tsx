import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { STUDENT_WRITERS } from '../../../domain/students/access';
import { STUDENT_MESSAGES as M } from '../../../domain/students/messages';
import { currentUser } from '../../lib/session';
import { useLocale } from '../../i18n/use-locale';
import { translateKnown } from '../../i18n/translate-known';
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
  const { i18n } = useLingui();
  const locale = useLocale();
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
    <PageFrame title={i18n._('Students')} wide>
      <section className="students" aria-labelledby="students-title">
        {canMove && (
          <p>
            <AppLink to={STUDENTS_PATHS.studentRollNumbers}>{i18n._('Roll numbers for admitted applicants')}</AppLink>
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
          {i18n._('Show all batches (not only those on roll)')}
        </label>
        <DirectoryFilters
          batches={batches}
          onApply={(q, filters) => {
            setChosen([]);
            setRequest((r) => ({ ...r, q, filters, page: 1 }));
          }}
        />
        {canMove && <MovePanel chosen={chosen} onDone={() => setChosen([])} />}
        <h2 id="students-title">{i18n._('Students')}</h2>
        {canMove && (
          <div className="button-row">
            <PlainButton
              fill="outline"
              size="small"
              aria-label={i18n._('Download template: an Excel sheet to fill with students')}
              onClick={() => void downloadAppFile('getExcelForStudents', 'Students template.xlsx')}
            >
              {i18n._('Download template')}
            </PlainButton>
            <PlainButton fill="outline" size="small" aria-expanded={uploading} onClick={() => setUploading((u) => !u)}>
              {i18n._('Upload Excel')}
            </PlainButton>
          </div>
        )}
        {canMove && uploading && (
          <SheetUploadPanel
            title={i18n._('Excel upload of students')}
            fileType="students"
            hint={i18n._(
              "Fill the template (one student per row, as the college's previous system holds them; its Explanation sheet says what each column takes). Roll numbers already in the directory are not added again.",
            )}
            errorsFileName="Students not submitted.xlsx"
            already={{
              short: i18n._('already on the list'),
              rows: i18n._('Already in the directory (same roll number), rows'),
            }}
            onClose={() => setUploading(false)}
            onUploaded={() => void queryClient.invalidateQueries({ queryKey: studentKeys.all })}
          />
        )}
        {answer?.source === 'device' && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the copy saved on this device, fetched {time}.', {
              time: dateTimeText(answer.fetchedAt, locale),
            })}
          </p>
        )}
        {page.isError && (
          <ErrorAlert message={i18n._('The students could not be loaded. Check your connection and try again.')} />
        )}
        {page.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : rows.length === 0 ? (
          !page.isError && <p className="hint">{translateKnown(i18n, M.noData)}</p>
        ) : (
          <>
            <p className="hint" data-testid="students-count">
              {i18n._('{total, plural, one {# student} other {# students}}, page {page} of {pages}', {
                total,
                page: request.page,
                pages,
              })}
            </p>
            <div className="table-scroll" role="region" aria-label={i18n._('Students: this page')} tabIndex={0}>
              <table className="result-table students-table">
                <thead>
                  <tr>
                    {canMove && (
                      <th scope="col">
                        <input
                          type="checkbox"
                          aria-label={i18n._('Choose all on this page')}
                          checked={allOnPage}
                          onChange={toggleAll}
                        />
                      </th>
                    )}
                    <th scope="col">{i18n._('Roll number')}</th>
                    <th scope="col">{i18n._('Name')}</th>
                    <th scope="col">{i18n._('Batch')}</th>
                    <th scope="col">{i18n._('Branch')}</th>
                    <th scope="col">{i18n._('Section')}</th>
                    <th scope="col">{i18n._('Semester')}</th>
                    <th scope="col">{i18n._('Status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id}>
                      {canMove && (
                        <td data-label={i18n._('Choose')}>
                          <input
                            type="checkbox"
                            aria-label={i18n._('Choose {rollNo}', { rollNo: r.rollNo })}
                            checked={chosen.includes(r.id)}
                            onChange={() => toggle(r.id)}
                          />
                        </td>
                      )}
                      <td data-label={i18n._('Roll number')}>
                        <AppLink to={studentProfilePath(r.id)}>{r.rollNo}</AppLink>
                      </td>
                      <td data-label={i18n._('Name')}>{r.fullName}</td>
                      <td data-label={i18n._('Batch')}>
                        {r.degree} {r.batch}
                      </td>
                      <td data-label={i18n._('Branch')}>{r.branch}</td>
                      <td data-label={i18n._('Section')}>{r.section ?? '–'}</td>
                      <td data-label={i18n._('Semester')}>{r.semester}</td>
                      <td data-label={i18n._('Status')}>{r.status}</td>
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

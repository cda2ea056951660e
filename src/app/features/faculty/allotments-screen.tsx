import { Trans, useLingui } from '@lingui/react';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
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
  const { i18n } = useLingui();
  const locale = useLocale();
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
    setNotice(translateKnown(i18n, message));
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
        i18n._('Do you want to delete the allotment of {subject} in {section} to {faculty}?', {
          subject: row.subjectCode,
          section: row.sectionLabel,
          faculty: row.facultyName,
        }),
      )
    )
      remove.mutate(row.id);
  };
  const data = answer.data?.data;
  const rows = data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / (data?.pageSize ?? 50)));

  return (
    <PageFrame title={i18n._('Subject allotment')} wide>
      <section className="allotments" aria-labelledby="allotments-title">
        <div className="list-search select-field">
          <label htmlFor={yearId}>
            <Trans id="Academic year" />
          </label>
          <select id={yearId} name="academicYear" value={year} onChange={(e) => showYear(e.target.value)}>
            {keptYears.length === 0 && <option value={year}>{year}</option>}
            {keptYears.map((y) => (
              <option key={y.value} value={y.value}>
                {y.current ? i18n._('{year} (current)', { year: y.label }) : y.label}
              </option>
            ))}
          </select>
        </div>
        {!adding && !editing && (
          <PlainButton onClick={() => (setNotice(null), setFailure(null), setAdding(true))}>
            <Trans id="Allot a subject" />
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
        <h2 id="allotments-title">
          <Trans id="Allotments of {year}" values={{ year }} />
        </h2>
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            <Trans
              id="You are offline. Showing the copy saved on this device, fetched {fetched}."
              values={{ fetched: dateTimeText(answer.data.fetchedAt, locale) }}
            />
          </p>
        )}
        {answer.isPending ? (
          <p className="hint">
            <Trans id="Loading…" />
          </p>
        ) : rows.length === 0 ? (
          <p className="hint">{translateKnown(i18n, M.noData)}</p>
        ) : (
          <div
            className="table-scroll"
            role="region"
            aria-label={i18n._('Allotments of {year}: this page', { year })}
            tabIndex={0}
          >
            <table className="result-table list-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans id="Section" />
                  </th>
                  <th scope="col">
                    <Trans id="Subject" />
                  </th>
                  <th scope="col">
                    <Trans id="Faculty member" />
                  </th>
                  <th scope="col">
                    <Trans id="Actions" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label={i18n._('Section')}>{row.sectionLabel}</td>
                    <td data-label={i18n._('Subject')}>{`${row.subjectCode} ${row.subjectName}`}</td>
                    <td data-label={i18n._('Faculty member')}>
                      {row.shared
                        ? i18n._('{empCode} {name} (shared)', { empCode: row.empCode, name: row.facultyName })
                        : `${row.empCode} ${row.facultyName}`}
                    </td>
                    <td data-label={i18n._('Actions')}>
                      <PlainButton
                        size="small"
                        fill="outline"
                        onClick={() => onEdit(row)}
                        aria-label={i18n._('Edit the allotment of {subject} in {section} to {faculty}', {
                          subject: row.subjectCode,
                          section: row.sectionLabel,
                          faculty: row.facultyName,
                        })}
                      >
                        <Trans id="Edit" />
                      </PlainButton>{' '}
                      <PlainButton
                        size="small"
                        fill="outline"
                        color="danger"
                        disabled={remove.isPending}
                        onClick={() => void onDelete(row)}
                        aria-label={i18n._('Delete the allotment of {subject} in {section} to {faculty}', {
                          subject: row.subjectCode,
                          section: row.sectionLabel,
                          faculty: row.facultyName,
                        })}
                      >
                        <Trans id="Delete" />
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

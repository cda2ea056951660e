import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { academicYear } from '../../../domain/calendar/academic-year';
import { isAcademicYear } from '../../../domain/faculty/allotment';
import { ALLOTMENT_MESSAGES as A } from '../../../domain/faculty/allotment-messages';
import { TIMETABLE_MESSAGES as M } from '../../../domain/timetable/messages';
import type { TimetablesSearch } from '../../../domain/timetable/timetable-search';
import { TERMS, TERM_LABELS, type Term } from '../../../domain/timetable/timetable';
import { currentUser } from '../../lib/session';
import { confirmYes } from '../../ui/confirm-dialog';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { refusalText } from '../../lib/refusal-text';
import { ChoiceSelect } from '../../ui/choice-select';
import { createTimetable, deleteTimetable, timetableKeys, timetableQueries } from './timetable-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import { TimetableEditor } from './timetable-editor';
import './timetable.css';

const termOptions = TERMS.map((t, i) => ({ value: i + 1, label: TERM_LABELS[t] }));
/**
 * /app/Academics/Timetables: the academic section (any section) or a HoD (their department's) builds timetables.
 * The route owns the address: `?timetable=ID` is the timetable open (`onOpen` changes it) and `&date=` the date its
 * substitute form starts on (the HoD dashboard's link to cover a class).
 */
export function TimetablesScreen({
  search,
  onOpen,
}: {
  search: TimetablesSearch;
  onOpen: (timetable: number | null) => void;
}) {
  const user = currentUser();
  if (!user) return null;
  return <TimetablesPanel open={search.timetable ?? null} date={search.date ?? ''} setOpen={onOpen} />;
}

function TimetablesPanel({
  open,
  date,
  setOpen,
}: {
  open: number | null;
  date: string;
  setOpen: (timetable: number | null) => void;
}) {
  const queryClient = useQueryClient();
  const [typedYear, setTypedYear] = useState(() => academicYear(new Date()));
  const [year, setYear] = useState(typedYear);
  // Null until the user picks one: the semester the college's calendar says today is in.
  const [picked, setTerm] = useState<Term | null>(null);
  const [sectionId, setSectionId] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useQuery(timetableQueries.list(year, picked));
  const term = picked ?? list.data?.term ?? null;
  const sections = useQuery(timetableQueries.sections());
  const refresh = () => queryClient.invalidateQueries({ queryKey: timetableKeys.all });
  const said = async ({ message }: { message: string }) => {
    setFailure(null);
    setNotice(message);
    await refresh();
  };
  const refused = async (e: unknown) => {
    setNotice(null);
    setFailure(await refusalText(e));
  };
  const make = useMutation({ mutationFn: createTimetable, onSuccess: said, onError: refused });
  const remove = useMutation({
    mutationFn: deleteTimetable,
    onSuccess: async (answer) => (setOpen(null), said(answer)),
    onError: refused,
  });

  const show = () => {
    setFailure(isAcademicYear(typedYear) ? null : A.yearNotConsecutive);
    if (isAcademicYear(typedYear)) setYear(typedYear);
  };
  const rows = list.data?.rows ?? [];
  return (
    <PageFrame title="Timetables" wide>
      <section className="timetable" aria-labelledby="timetables-title">
        <div className="list-search">
          <PlainTextField
            name="academicYear"
            label="Academic year"
            value={typedYear}
            onChange={setTypedYear}
            placeholder="2026-2027"
          />
          <ChoiceSelect
            label="Semester"
            name="term"
            value={term === null ? '' : String(TERMS.indexOf(term) + 1)}
            options={termOptions}
            onChange={(value) => value && setTerm(TERMS[Number(value) - 1]!)}
          />
          <PlainButton fill="outline" onClick={show}>
            Show
          </PlainButton>
        </div>
        <div className="list-search">
          <ChoiceSelect
            label="Section"
            name="sectionId"
            value={sectionId}
            options={sections.data ?? []}
            onChange={setSectionId}
          />
          <PlainButton
            disabled={make.isPending}
            onClick={() =>
              sectionId === '' || term === null
                ? setFailure(M.fillAll)
                : make.mutate({ academicYear: year, term, sectionId: Number(sectionId) })
            }
          >
            Make a timetable
          </PlainButton>
        </div>
        <ErrorAlert message={failure} />
        <StatusNote>{notice}</StatusNote>
        <h2 id="timetables-title">
          Timetables of {term === null ? 'the semester' : TERM_LABELS[term]} {year}
        </h2>
        {list.isPending ? (
          <p className="hint">Loading…</p>
        ) : rows.length === 0 ? (
          <p className="hint">{M.noData}</p>
        ) : (
          <ul className="week-classes">
            {rows.map((row) => (
              <li key={row.id} className="week-class">
                <span className="week-class__time">{row.sectionLabel}</span>
                <span className="row-actions">
                  {`${row.slots} classes`}
                  <PlainButton size="small" fill="outline" onClick={() => setOpen(row.id)}>
                    Open
                  </PlainButton>
                  <PlainButton
                    size="small"
                    fill="outline"
                    color="danger"
                    aria-label={`Delete the timetable of ${row.sectionLabel}`}
                    onClick={async () => {
                      if (await confirmYes(`Do you want to delete the timetable of ${row.sectionLabel}?`))
                        remove.mutate(row.id);
                    }}
                  >
                    Delete
                  </PlainButton>
                </span>
              </li>
            ))}
          </ul>
        )}
        {open !== null && <TimetableEditor id={open} date={date} onSaid={said} onRefused={refused} />}
      </section>
    </PageFrame>
  );
}

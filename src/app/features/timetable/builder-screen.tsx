import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
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
import { translateKnown } from '../../i18n/translate-known';

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
  const { i18n } = useLingui();
  const termOptions = TERMS.map((t, i) => ({ value: i + 1, label: i18n._(TERM_LABELS[t]) }));
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
    setNotice(translateKnown(i18n, message));
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
    setFailure(isAcademicYear(typedYear) ? null : translateKnown(i18n, A.yearNotConsecutive));
    if (isAcademicYear(typedYear)) setYear(typedYear);
  };
  const rows = list.data?.rows ?? [];
  return (
    <PageFrame title="Timetables" wide>
      <section className="timetable" aria-labelledby="timetables-title">
        <div className="list-search">
          <PlainTextField
            name="academicYear"
            label={i18n._('Academic year')}
            value={typedYear}
            onChange={setTypedYear}
            placeholder="2026-2027"
          />
          <ChoiceSelect
            label={i18n._('Semester')}
            name="term"
            value={term === null ? '' : String(TERMS.indexOf(term) + 1)}
            options={termOptions}
            onChange={(value) => value && setTerm(TERMS[Number(value) - 1]!)}
          />
          <PlainButton fill="outline" onClick={show}>
            {i18n._('Show')}
          </PlainButton>
        </div>
        <div className="list-search">
          <ChoiceSelect
            label={i18n._('Section')}
            name="sectionId"
            value={sectionId}
            options={sections.data ?? []}
            onChange={setSectionId}
          />
          <PlainButton
            disabled={make.isPending}
            onClick={() =>
              sectionId === '' || term === null
                ? setFailure(translateKnown(i18n, M.fillAll))
                : make.mutate({ academicYear: year, term, sectionId: Number(sectionId) })
            }
          >
            {i18n._('Make a timetable')}
          </PlainButton>
        </div>
        <ErrorAlert message={failure} />
        <StatusNote>{notice}</StatusNote>
        <h2 id="timetables-title">
          {i18n._('Timetables of {term} {year}', {
            term: term === null ? i18n._('the semester') : i18n._(TERM_LABELS[term]),
            year,
          })}
        </h2>
        {list.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : rows.length === 0 ? (
          <p className="hint">{translateKnown(i18n, M.noData)}</p>
        ) : (
          <ul className="week-classes">
            {rows.map((row) => (
              <li key={row.id} className="week-class">
                <span className="week-class__time">{row.sectionLabel}</span>
                <span className="row-actions">
                  {i18n._('{count} classes', { count: row.slots })}
                  <PlainButton size="small" fill="outline" onClick={() => setOpen(row.id)}>
                    {i18n._('Open')}
                  </PlainButton>
                  <PlainButton
                    size="small"
                    fill="outline"
                    color="danger"
                    aria-label={i18n._('Delete the timetable of {section}', { section: row.sectionLabel })}
                    onClick={async () => {
                      const question = i18n._('Do you want to delete the timetable of {section}?', {
                        section: row.sectionLabel,
                      });
                      if (await confirmYes(question)) remove.mutate(row.id);
                    }}
                  >
                    {i18n._('Delete')}
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

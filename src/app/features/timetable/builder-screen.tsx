import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { rowIssueMessage } from '../../../domain/academic/list-fields';
import { academicYear } from '../../../domain/calendar/academic-year';
import { isAcademicYear } from '../../../domain/faculty/allotment';
import { ALLOTMENT_MESSAGES as A } from '../../../domain/faculty/allotment-messages';
import { TIMETABLE_MESSAGES as M } from '../../../domain/timetable/messages';
import type { TimetablesSearch } from '../../../domain/timetable/timetable-search';
import {
  MAX_SPAN,
  SlotSchema,
  SubstitutionSchema,
  TERMS,
  TERM_LABELS,
  WEEK_DAYS,
  dayName,
  type Term,
} from '../../../domain/timetable/timetable';
import { currentUser } from '../../lib/session';
import { confirmYes } from '../../ui/confirm-dialog';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { refusalText } from '../../lib/refusal-text';
import { ChoiceSelect } from '../../ui/choice-select';
import {
  addSlot,
  addSubstitution,
  createTimetable,
  deleteSlot,
  deleteSubstitution,
  deleteTimetable,
  timetableKeys,
  timetableQueries,
} from './timetable-queries';
import type { TimetableView } from '../../../domain/timetable/timetable-answers';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import { ListFormCard } from '../../ui/list-form-card';
import './timetable.css';
import { dateText } from '../../../domain/calendar/date-text';

const termOptions = TERMS.map((t, i) => ({ value: i + 1, label: TERM_LABELS[t] }));
const num = (s: string) => (s === '' ? undefined : Number(s));
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

function TimetableEditor({
  id,
  date,
  onSaid,
  onRefused,
}: {
  id: number;
  /** The date the substitute form starts on ('' for none). */
  date: string;
  onSaid: (answer: { message: string }) => Promise<void>;
  onRefused: (e: unknown) => Promise<void>;
}) {
  const view = useQuery(timetableQueries.one(id));
  const add = useMutation({ mutationFn: addSlot.bind(null, id), onSuccess: onSaid, onError: onRefused });
  const drop = useMutation({ mutationFn: deleteSlot.bind(null, id), onSuccess: onSaid, onError: onRefused });
  const cover = useMutation({ mutationFn: addSubstitution.bind(null, id), onSuccess: onSaid, onError: onRefused });
  const uncover = useMutation({ mutationFn: deleteSubstitution.bind(null, id), onSuccess: onSaid, onError: onRefused });
  const data = view.data;
  if (!data) return <p className="hint">Loading…</p>;
  const { timetable, slots } = data;
  return (
    <section aria-labelledby="grid-title">
      <h2 id="grid-title" tabIndex={-1}>
        {timetable.sectionLabel}: {TERM_LABELS[timetable.term]} {timetable.academicYear}
      </h2>
      {WEEK_DAYS.map((day) => {
        const today = slots.filter((s) => s.day === day).sort((a, b) => a.from - b.from);
        return (
          <section className="week-day" key={day} aria-labelledby={`grid-day-${day}`}>
            <h3 id={`grid-day-${day}`}>{dayName(day)}</h3>
            {today.length === 0 ? (
              <p className="hint">No classes</p>
            ) : (
              <ul className="week-classes">
                {today.map((s) => (
                  <li className="week-class" key={s.id}>
                    <span className="week-class__time">{periodsLabel(data, s.from, s.to)}</span>
                    <span className="row-actions">
                      <span>
                        <strong>{s.subjectCode}</strong> {s.subjectName} · {s.facultyName}
                        {s.room ? ` · Room ${s.room}` : ''}
                      </span>
                      <PlainButton
                        size="small"
                        fill="outline"
                        color="danger"
                        aria-label={`Delete ${s.subjectCode} on ${dayName(day)}`}
                        onClick={() => drop.mutate(s.id)}
                      >
                        Delete
                      </PlainButton>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <SlotForm view={data} pending={add.isPending} onSave={(body) => add.mutate(body)} />
      <SubstitutionForm view={data} date={date} pending={cover.isPending} onSave={(body) => cover.mutate(body)} />
      {data.substitutions.length > 0 && (
        <>
          <h3>Substitutions</h3>
          <ul className="week-classes">
            {data.substitutions.map((s) => {
              const slot = slots.find((x) => x.id === s.slotId);
              return (
                <li className="week-class" key={s.id}>
                  <span className="week-class__time">{dateText(s.date)}</span>
                  <span className="row-actions">
                    {`${slot?.subjectCode ?? ''} ${slot ? periodsLabel(data, slot.from, slot.to) : ''}: ${s.facultyName}`}
                    <PlainButton
                      size="small"
                      fill="outline"
                      color="danger"
                      aria-label={`Delete the substitution of ${s.date} by ${s.facultyName}`}
                      onClick={() => uncover.mutate(s.id)}
                    >
                      Delete
                    </PlainButton>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

const periodsLabel = (view: TimetableView, from: number, to: number) => {
  const name = (p: number) => view.bell.find((b) => b.position === p)?.name ?? String(p);
  return from === to ? name(from) : `${name(from)} to ${name(to)}`;
};

function SlotForm({
  view,
  pending,
  onSave,
}: {
  view: TimetableView;
  pending: boolean;
  onSave: (body: v.InferOutput<typeof SlotSchema>) => void;
}) {
  const [values, setValues] = useState({ day: '', periodId: '', span: '1', allotmentId: '', room: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (value: string) => setValues((all) => ({ ...all, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(SlotSchema, {
      day: num(values.day),
      periodId: num(values.periodId),
      span: num(values.span),
      allotmentId: num(values.allotmentId),
      room: values.room,
    });
    if (!parsed.success) return setProblem(rowIssueMessage(parsed.issues[0]));
    setProblem(null);
    onSave(parsed.output);
  };
  return (
    <ListFormCard
      title="Add a class"
      titleId="slot-form-title"
      heading="h3"
      problem={problem}
      onSubmit={submit}
      actions={
        <PlainButton type="submit" disabled={pending}>
          Add the class
        </PlainButton>
      }
    >
      <ChoiceSelect
        label="Day"
        name="day"
        value={values.day}
        options={WEEK_DAYS.map((d) => ({ value: d, label: dayName(d) }))}
        onChange={set('day')}
      />
      <ChoiceSelect
        label="Period"
        name="periodId"
        value={values.periodId}
        options={view.bell
          .filter((p) => p.kind === 'Period')
          .map((p) => ({ value: p.id, label: `${p.name} (${p.startTime}-${p.endTime})` }))}
        onChange={set('periodId')}
      />
      <ChoiceSelect
        label="Periods in a row"
        name="span"
        value={values.span}
        options={Array.from({ length: MAX_SPAN }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
        onChange={set('span')}
      />
      <ChoiceSelect
        label="Subject and teacher"
        name="allotmentId"
        value={values.allotmentId}
        options={view.allotments}
        onChange={set('allotmentId')}
      />
      <PlainTextField name="room" label="Room (optional)" value={values.room} onChange={set('room')} />
    </ListFormCard>
  );
}

function SubstitutionForm({
  view,
  date,
  pending,
  onSave,
}: {
  view: TimetableView;
  date: string;
  pending: boolean;
  onSave: (body: v.InferOutput<typeof SubstitutionSchema>) => void;
}) {
  const [values, setValues] = useState(() => ({ slotId: '', date, facultyId: '' }));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (value: string) => setValues((all) => ({ ...all, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(SubstitutionSchema, {
      slotId: num(values.slotId),
      date: values.date,
      facultyId: num(values.facultyId),
    });
    if (!parsed.success) return setProblem(rowIssueMessage(parsed.issues[0]));
    setProblem(null);
    onSave(parsed.output);
  };
  return (
    <ListFormCard
      title="A substitute for one date"
      titleId="sub-form-title"
      heading="h3"
      problem={problem}
      onSubmit={submit}
      actions={
        <PlainButton type="submit" disabled={pending}>
          Save the substitute
        </PlainButton>
      }
    >
      <ChoiceSelect
        label="Class"
        name="slotId"
        value={values.slotId}
        options={view.slots.map((s) => ({
          value: s.id,
          label: `${dayName(s.day)} ${periodsLabel(view, s.from, s.to)}: ${s.subjectCode} (${s.facultyName})`,
        }))}
        onChange={set('slotId')}
      />
      <PlainTextField name="date" label="Date" type="date" value={values.date} onChange={set('date')} />
      <ChoiceSelect
        label="Substitute"
        name="facultyId"
        value={values.facultyId}
        options={view.substitutes}
        onChange={set('facultyId')}
      />
    </ListFormCard>
  );
}

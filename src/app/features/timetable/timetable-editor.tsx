import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { rowIssueMessage } from '../../../domain/academic/list-fields';
import { dateText } from '../../../domain/calendar/date-text';
import {
  MAX_SPAN,
  SlotSchema,
  SubstitutionSchema,
  TERM_LABELS,
  WEEK_DAYS,
  dayName,
} from '../../../domain/timetable/timetable';
import type { TimetableView } from '../../../domain/timetable/timetable-answers';
import { ChoiceSelect } from '../../ui/choice-select';
import { ListFormCard } from '../../ui/list-form-card';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { addSlot, addSubstitution, deleteSlot, deleteSubstitution, timetableQueries } from './timetable-queries';

const num = (s: string) => (s === '' ? undefined : Number(s));

/** One timetable open in the builder: its week of slots, the slot form and the substitutions. */
export function TimetableEditor({
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

import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as v from 'valibot';
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
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { ParsedFormCard } from './parsed-form-card';
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
                  <DeletableClass
                    key={s.id}
                    time={periodsLabel(data, s.from, s.to)}
                    deleteLabel={`Delete ${s.subjectCode} on ${dayName(day)}`}
                    onDelete={() => drop.mutate(s.id)}
                  >
                    <span>
                      <strong>{s.subjectCode}</strong> {s.subjectName} · {s.facultyName}
                      {s.room ? ` · Room ${s.room}` : ''}
                    </span>
                  </DeletableClass>
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
                <DeletableClass
                  key={s.id}
                  time={dateText(s.date)}
                  deleteLabel={`Delete the substitution of ${s.date} by ${s.facultyName}`}
                  onDelete={() => uncover.mutate(s.id)}
                >
                  {`${slot?.subjectCode ?? ''} ${slot ? periodsLabel(data, slot.from, slot.to) : ''}: ${s.facultyName}`}
                </DeletableClass>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** One class of the builder's lists (a slot of the week, a substitution): when, what, and its Delete button. */
function DeletableClass({
  time,
  deleteLabel,
  onDelete,
  children,
}: {
  time: string;
  deleteLabel: string;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <li className="week-class">
      <span className="week-class__time">{time}</span>
      <span className="row-actions">
        {children}
        <PlainButton size="small" fill="outline" color="danger" aria-label={deleteLabel} onClick={onDelete}>
          Delete
        </PlainButton>
      </span>
    </li>
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
  return (
    <ParsedFormCard
      title="Add a class"
      titleId="slot-form-title"
      submitLabel="Add the class"
      pending={pending}
      initial={() => ({ day: '', periodId: '', span: '1', allotmentId: '', room: '' })}
      schema={SlotSchema}
      toInput={(values) => ({
        day: num(values.day),
        periodId: num(values.periodId),
        span: num(values.span),
        allotmentId: num(values.allotmentId),
        room: values.room,
      })}
      onSave={onSave}
      fields={(values, set) => (
        <>
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
        </>
      )}
    />
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
  return (
    <ParsedFormCard
      title="A substitute for one date"
      titleId="sub-form-title"
      submitLabel="Save the substitute"
      pending={pending}
      initial={() => ({ slotId: '', date, facultyId: '' })}
      schema={SubstitutionSchema}
      toInput={(values) => ({ slotId: num(values.slotId), date: values.date, facultyId: num(values.facultyId) })}
      onSave={onSave}
      fields={(values, set) => (
        <>
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
        </>
      )}
    />
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
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
import { useLocale } from '../../i18n/use-locale';

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
  const { i18n } = useLingui();
  const locale = useLocale();
  const dayIn = (day: number) => i18n._(dayName(day));
  if (!data) return <p className="hint">{i18n._('Loading…')}</p>;
  const { timetable, slots } = data;
  return (
    <section aria-labelledby="grid-title">
      <h2 id="grid-title" tabIndex={-1}>
        {timetable.sectionLabel}: {i18n._(TERM_LABELS[timetable.term])} {timetable.academicYear}
      </h2>
      {WEEK_DAYS.map((day) => {
        const today = slots.filter((s) => s.day === day).sort((a, b) => a.from - b.from);
        return (
          <section className="week-day" key={day} aria-labelledby={`grid-day-${day}`}>
            <h3 id={`grid-day-${day}`}>{dayIn(day)}</h3>
            {today.length === 0 ? (
              <p className="hint">{i18n._('No classes')}</p>
            ) : (
              <ul className="week-classes">
                {today.map((s) => (
                  <DeletableClass
                    key={s.id}
                    time={periodsLabel(i18n, data, s.from, s.to)}
                    deleteLabel={i18n._('Delete {subject} on {day}', { subject: s.subjectCode, day: dayIn(day) })}
                    onDelete={() => drop.mutate(s.id)}
                  >
                    <span>
                      <strong>{s.subjectCode}</strong> {s.subjectName} · {s.facultyName}
                      {s.room ? ` · ${i18n._('Room {room}', { room: s.room })}` : ''}
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
          <h3>{i18n._('Substitutions')}</h3>
          <ul className="week-classes">
            {data.substitutions.map((s) => {
              const slot = slots.find((x) => x.id === s.slotId);
              return (
                <DeletableClass
                  key={s.id}
                  time={dateText(s.date, locale)}
                  deleteLabel={i18n._('Delete the substitution of {date} by {faculty}', {
                    date: s.date,
                    faculty: s.facultyName,
                  })}
                  onDelete={() => uncover.mutate(s.id)}
                >
                  {`${slot?.subjectCode ?? ''} ${slot ? periodsLabel(i18n, data, slot.from, slot.to) : ''}: ${s.facultyName}`}
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
  const { i18n } = useLingui();
  return (
    <li className="week-class">
      <span className="week-class__time">{time}</span>
      <span className="row-actions">
        {children}
        <PlainButton size="small" fill="outline" color="danger" aria-label={deleteLabel} onClick={onDelete}>
          {i18n._('Delete')}
        </PlainButton>
      </span>
    </li>
  );
}

const periodsLabel = (i18n: I18n, view: TimetableView, from: number, to: number) => {
  const name = (p: number) => view.bell.find((b) => b.position === p)?.name ?? String(p);
  return from === to ? name(from) : i18n._('{from} to {to}', { from: name(from), to: name(to) });
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
  const { i18n } = useLingui();
  return (
    <ParsedFormCard
      title={i18n._('Add a class')}
      titleId="slot-form-title"
      submitLabel={i18n._('Add the class')}
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
            label={i18n._('Day')}
            name="day"
            value={values.day}
            options={WEEK_DAYS.map((d) => ({ value: d, label: i18n._(dayName(d)) }))}
            onChange={set('day')}
          />
          <ChoiceSelect
            label={i18n._('Period')}
            name="periodId"
            value={values.periodId}
            options={view.bell
              .filter((p) => p.kind === 'Period')
              .map((p) => ({ value: p.id, label: `${p.name} (${p.startTime}-${p.endTime})` }))}
            onChange={set('periodId')}
          />
          <ChoiceSelect
            label={i18n._('Periods in a row')}
            name="span"
            value={values.span}
            options={Array.from({ length: MAX_SPAN }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
            onChange={set('span')}
          />
          <ChoiceSelect
            label={i18n._('Subject and teacher')}
            name="allotmentId"
            value={values.allotmentId}
            options={view.allotments}
            onChange={set('allotmentId')}
          />
          <PlainTextField name="room" label={i18n._('Room (optional)')} value={values.room} onChange={set('room')} />
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
  const { i18n } = useLingui();
  return (
    <ParsedFormCard
      title={i18n._('A substitute for one date')}
      titleId="sub-form-title"
      submitLabel={i18n._('Save the substitute')}
      pending={pending}
      initial={() => ({ slotId: '', date, facultyId: '' })}
      schema={SubstitutionSchema}
      toInput={(values) => ({ slotId: num(values.slotId), date: values.date, facultyId: num(values.facultyId) })}
      onSave={onSave}
      fields={(values, set) => (
        <>
          <ChoiceSelect
            label={i18n._('Class')}
            name="slotId"
            value={values.slotId}
            options={view.slots.map((s) => ({
              value: s.id,
              label: `${i18n._(dayName(s.day))} ${periodsLabel(i18n, view, s.from, s.to)}: ${s.subjectCode} (${s.facultyName})`,
            }))}
            onChange={set('slotId')}
          />
          <PlainTextField name="date" label={i18n._('Date')} type="date" value={values.date} onChange={set('date')} />
          <ChoiceSelect
            label={i18n._('Substitute')}
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

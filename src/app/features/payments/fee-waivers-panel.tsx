import { useScholarshipSave } from './scholarship-save';
import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dateText } from '../../../domain/calendar/date-text';
import { formatRupees } from '../../../domain/money/money';
import { EMPTY_WAIVER_FORM, WaiverFormSchema } from '../../../domain/payments/concession-forms';
import type { CounterDue } from '../../../domain/payments/counter-answers';
import { CounterSearchSchema } from '../../../domain/payments/counter';
import { useLocale } from '../../i18n/use-locale';
import { ErrorAlert } from '../../ui/error-alert';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { concessionQueries, waiveFine } from './concession-queries';
import { counterKeys, counterQueries } from './counter-queries';

const dueName = (d: CounterDue) => (d.item ? `${d.feeType} – ${d.item}` : d.feeType);

/** The waiver of one due's late fine: how much and why (an accounts officer; the server checks it too). */
function WaiverForm({ studentId, due, onDone }: { studentId: number; due: CounterDue; onDone: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { save: waive, refusal } = useScholarshipSave(waiveFine, async () => {
    await queryClient.invalidateQueries({ queryKey: counterKeys.student(studentId) });
    onDone();
  });
  const form = useSchemaForm(WaiverFormSchema, {
    initial: EMPTY_WAIVER_FORM,
    onSubmit: () => waive.mutate({ studentId, structureId: due.structureId, ...form.values }),
  });
  return (
    <form className="concession-form" onSubmit={form.handleSubmit} noValidate aria-labelledby="waiver-form-title">
      <h2 id="waiver-form-title">
        {i18n._('Waive the late fine of {fee}, {semester}', { fee: dueName(due), semester: due.semesterName })}
      </h2>
      <div className="counter-form__grid">
        <TextField field={form.field('amount')} label={i18n._('Waive (Rs.)')} inputMode="decimal" />
        <TextField field={form.field('reason')} label={i18n._('Reason')} maxLength={300} />
      </div>
      <ErrorAlert message={refusal} as="div" />
      <PlainButton type="submit" disabled={waive.isPending}>
        {i18n._('Waive fine')}
      </PlainButton>
    </form>
  );
}

/**
 * Fine waivers: find a student, see each due's late fine to date (and fines already on a fine line), and, for an
 * accounts officer, waive part or all of one with a reason; the student's waivers so far below.
 */
export function FeeWaiversPanel({ mayWaive }: { mayWaive: boolean }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [q, setQ] = useState<string | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const found = useQuery({ ...counterQueries.search(q ?? ''), enabled: q !== null });
  const student = found.data?.length === 1 ? found.data[0]! : null;
  const dues = useQuery({ ...counterQueries.student(student?.id ?? 0), enabled: student !== null });
  const waivers = useQuery({
    ...concessionQueries.waivers(student?.id ?? null),
    enabled: q === null || student !== null,
  });
  const search = useSchemaForm(CounterSearchSchema, {
    initial: { q: '' },
    onSubmit: ({ q: text }) => {
      setPicked(null);
      setQ(text);
    },
  });
  const fined = (dues.data?.dues ?? []).filter((d) => d.fine > 0);
  const fineLines = (dues.data?.dues ?? []).filter((d) => d.feeType === 'Late Fee');
  const pickedDue = fined.find((d) => d.structureId === picked) ?? null;
  return (
    <>
      <form className="counter-search" onSubmit={search.handleSubmit} noValidate role="search">
        <TextField field={search.field('q')} label={i18n._('Roll number')} type="search" maxLength={60} />
        <PlainButton type="submit">{i18n._('Find')}</PlainButton>
      </form>
      {found.data && found.data.length !== 1 && (
        <p className="hint">{i18n._('Type the whole roll number of one student.')}</p>
      )}
      {student && dues.data && (
        <section aria-labelledby="fines-title">
          <h2 id="fines-title">
            {i18n._('Late fines of {roll} {name}', { roll: student.rollNo, name: student.fullName })}
          </h2>
          {fined.length === 0 && fineLines.length === 0 ? (
            <p className="hint">{i18n._('No late fines.')}</p>
          ) : (
            <ul className="concession-list">
              {fined.map((d) => (
                <li key={d.structureId} className="concession-card">
                  {dueName(d)}, {d.semesterName}: {i18n._('fine to date {fine}', { fine: formatRupees(d.fine) })}
                  {mayWaive && (
                    <PlainButton size="small" fill="outline" onClick={() => setPicked(d.structureId)}>
                      {i18n._('Waive')}
                    </PlainButton>
                  )}
                </li>
              ))}
              {fineLines.map((d) => (
                <li key={d.structureId} className="concession-card">
                  {dueName(d)}, {d.semesterName}:{' '}
                  {i18n._('fine {amount}, waived {waived}, due {due}', {
                    amount: formatRupees(d.amount),
                    waived: formatRupees(d.relief),
                    due: formatRupees(d.due),
                  })}
                </li>
              ))}
            </ul>
          )}
          {pickedDue && (
            <WaiverForm
              key={pickedDue.structureId}
              studentId={student.id}
              due={pickedDue}
              onDone={() => setPicked(null)}
            />
          )}
        </section>
      )}
      <h2>{student ? i18n._('Waivers of this student') : i18n._('Latest waivers')}</h2>
      {waivers.data?.length ? (
        <ul className="concession-list">
          {waivers.data.map((w) => (
            <li key={w.id} className="concession-card">
              <b>{formatRupees(w.amount)}</b> · {w.rollNo} {w.studentName} · {w.fineOn} · {w.reason} —{' '}
              {i18n._('by {who} on {when}', { who: w.waivedBy, when: dateText(w.waivedAt, locale) })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{waivers.isPending ? i18n._('Loading…') : i18n._('None here.')}</p>
      )}
    </>
  );
}

import { useLingui } from '@lingui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { parseMarksCell, type MarksProgress } from '../../../domain/exams/marks';
import { MARKS_MESSAGES as M } from '../../../domain/exams/messages';
import { refusalText } from '../../lib/refusal-text';
import { translateKnown } from '../../i18n/translate-known';
import { PlainButton } from '../../ui/plain/plain-button';
import { marksQueries, saveExternalMarks, type ExternalList } from './marks-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';

/** External marks of one subject on screen (the exam cell): a number or AB per student; codes beside roll numbers. */
export function ExternalMarksEntry(props: {
  examId: number;
  subject: MarksProgress;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { i18n } = useLingui();
  const list = useQuery(marksQueries.external(props.examId, props.subject.courseId));
  return (
    <section aria-labelledby="external-marks-title">
      <h3 id="external-marks-title">
        {i18n._('External marks: {code} {name}', { code: props.subject.code, name: props.subject.name })}
      </h3>
      {list.data ? (
        <ExternalForm {...props} list={list.data} />
      ) : (
        <p className="hint">{list.isError ? i18n._('The students could not be loaded.') : i18n._('Loading…')}</p>
      )}
    </section>
  );
}

function ExternalForm({
  examId,
  subject,
  list,
  onClose,
  onSaved,
}: {
  examId: number;
  subject: MarksProgress;
  list: ExternalList;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { i18n } = useLingui();
  const [typed, setTyped] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      list.students.map((s) => [s.studentId, s.absent ? 'AB' : s.external === null ? '' : String(s.external)]),
    ),
  );
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const marks = list.students.flatMap((s) => {
        const text = (typed[s.studentId] ?? '').trim();
        if (text === '') return [{ studentId: s.studentId, external: null, absent: false }];
        const cell = parseMarksCell(text, subject.externalMax, (id, values) => i18n._(id, values));
        if (!cell.ok) throw new Error(`${translateKnown(i18n, M.invalid)}: ${s.rollNo}: ${cell.reason}`);
        return [{ studentId: s.studentId, external: cell.external, absent: cell.absent }];
      });
      return saveExternalMarks(examId, subject.courseId, { marks });
    },
    onSuccess: ({ message }) => (setSaid({ text: translateKnown(i18n, message), failed: false }), onSaved()),
    onError: async (e) => setSaid({ text: await refusalText(e), failed: true }),
  });
  const coded = list.students.some((s) => s.code !== null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <p className="hint">
        {i18n._('A whole number from 0 to {max}, or AB for an absentee; blank is not entered yet.', {
          max: String(subject.externalMax),
        })}
        {coded && ` ${i18n._('The coded numbers are shown to the exam cell only.')}`}
      </p>
      <div className="table-scroll" role="region" aria-label={i18n._('External marks')} tabIndex={0}>
        <table className="result-table">
          <thead>
            <tr>
              <th scope="col">{i18n._('Roll number')}</th>
              <th scope="col">{i18n._('Name')}</th>
              {coded && <th scope="col">{i18n._('Coded number')}</th>}
              <th scope="col">{i18n._('External ({max})', { max: String(subject.externalMax) })}</th>
            </tr>
          </thead>
          <tbody>
            {list.students.map((s) => (
              <tr key={s.studentId}>
                <td data-label={i18n._('Roll number')}>{s.rollNo}</td>
                <td data-label={i18n._('Name')}>{s.name}</td>
                {coded && <td data-label={i18n._('Coded number')}>{s.code ?? ''}</td>}
                <td data-label={i18n._('External')}>
                  <input
                    className="marks-external__input"
                    aria-label={i18n._('External marks of {code}', { code: s.rollNo })}
                    autoComplete="off"
                    value={typed[s.studentId] ?? ''}
                    onChange={(e) => setTyped((now) => ({ ...now, [s.studentId]: e.target.value }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {said && (said.failed ? <ErrorAlert message={said.text} /> : <StatusNote>{said.text}</StatusNote>)}
      <p className="button-row">
        <PlainButton type="submit" disabled={save.isPending || list.students.length === 0}>
          {i18n._('Save external marks')}
        </PlainButton>
        <PlainButton fill="outline" onClick={onClose}>
          {i18n._('Close')}
        </PlainButton>
      </p>
    </form>
  );
}

import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { aboveMaxReason } from '../../../domain/exams/marks';
import { MARKS_MESSAGES as M } from '../../../domain/exams/messages';
import { useOutboxItems } from '../../lib/offline/outbox/use-outbox';
import { QUEUED_MESSAGE } from '../../lib/offline/outbox/queued-message';
import { refusalText } from '../../lib/refusal-text';
import { PlainButton } from '../../ui/plain/plain-button';
import { SaveBar, type SaveOutcome } from '../../ui/save-bar';
import {
  INTERNAL_MARKS_KIND,
  internalMarksUrl,
  marksKeys,
  marksQueries,
  saveInternalMarks,
  type InternalGrid,
} from './marks-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { dateTimeText } from '../../../domain/calendar/date-text';
import type { Translate } from '../../../domain/i18n/translate';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';

/**
 * A typed mark: blank is "not entered"; anything else must be a whole number from 0 to the maximum. The problem in
 * the words of `translate` (the screen's language).
 */
function markProblem(text: string, max: number, translate: Translate): string | null {
  if (text.trim() === '') return null;
  if (!/^\d{1,3}$/.test(text.trim())) return translate(M.noInternalAbsent);
  return aboveMaxReason('Internal', Number(text), max, translate);
}

/** One subject's internal marks grid of an exam: kept on the device, saved through the outbox. */
export function InternalMarksGrid({ user, examId, subjectId }: { user: string; examId: number; subjectId: number }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const answer = useQuery(marksQueries.internal(user, examId, subjectId));
  const items = useOutboxItems();
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (answer.error) void refusalText(answer.error).then(setFailed);
  }, [answer.error]);
  if (answer.isPending || items === undefined) return <p className="hint">{i18n._('Loading…')}</p>;
  if (answer.error) return <ErrorAlert message={failed ?? i18n._('Loading…')} />;
  // Marks saved on this device and not sent yet are what the teacher last entered: the grid shows them.
  const waiting = items.find(
    (i) =>
      i.kind === INTERNAL_MARKS_KIND &&
      i.state !== 'sent' &&
      i.url === internalMarksUrl(examId, subjectId) &&
      i.body.type === 'json',
  );
  const pending = waiting?.body.type === 'json' ? (waiting.body.value as { marks: GridMark[] }).marks : null;
  return (
    <>
      {answer.data.source === 'device' && (
        <p className="hint" role="status">
          {i18n._('You are offline. Showing the class list saved on this device, fetched {time}.', {
            time: dateTimeText(answer.data.fetchedAt, locale),
          })}
        </p>
      )}
      <GridForm grid={answer.data.data} pending={pending} waiting={Boolean(waiting)} />
    </>
  );
}

type GridMark = { studentId: number; internal: number | null };

function GridForm({ grid, pending, waiting }: { grid: InternalGrid; pending: GridMark[] | null; waiting: boolean }) {
  const { i18n } = useLingui();
  const translate: Translate = (id, values) => i18n._(id, values);
  const queryClient = useQueryClient();
  const { subject } = grid;
  const [typed, setTyped] = useState<Record<number, string>>(() => {
    const from = new Map((pending ?? []).map((m) => [m.studentId, m.internal]));
    return Object.fromEntries(
      grid.students.map((s) => {
        const value = from.has(s.studentId) ? from.get(s.studentId) : s.internal;
        return [s.studentId, value === null || value === undefined ? '' : String(value)];
      }),
    );
  });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(
    waiting ? { tone: 'queued', text: i18n._('Saved on this device, waiting to be sent.') } : null,
  );
  // What the teacher typed stays on the grid; once the outbox has sent it, the grid says so.
  const wasWaiting = useRef(waiting);
  useEffect(() => {
    if (wasWaiting.current && !waiting) {
      setOutcome({ tone: 'done', text: i18n._('Sent: the marks that waited on this device are saved.') });
      void queryClient.invalidateQueries({ queryKey: marksKeys.all });
    }
    wasWaiting.current = waiting;
  }, [waiting, queryClient, i18n]);
  const problems = grid.students.flatMap((s) => {
    const p = markProblem(typed[s.studentId] ?? '', subject.internalMax, translate);
    return p ? [{ rollNo: s.rollNo, p }] : [];
  });
  const entered = grid.students.filter((s) => (typed[s.studentId] ?? '').trim() !== '').length;

  async function save() {
    if (problems.length) {
      setOutcome({
        tone: 'refused',
        text: `${translateKnown(i18n, M.invalid)}: ${problems[0]!.rollNo}: ${problems[0]!.p}`,
      });
      return;
    }
    setSaving(true);
    setOutcome(null);
    try {
      const marks = grid.students.map((s) => {
        const text = (typed[s.studentId] ?? '').trim();
        return { studentId: s.studentId, internal: text === '' ? null : Number(text) };
      });
      const label = `Internal marks: ${subject.code}, ${grid.exam.title} (${String(entered)} of ${String(marks.length)} entered)`;
      const result = await saveInternalMarks(grid.exam.id, subject.courseId, { marks }, label);
      setOutcome(
        result.queued
          ? { tone: 'queued', text: i18n._(QUEUED_MESSAGE) }
          : { tone: 'done', text: translateKnown(i18n, result.message) },
      );
      // The subjects list and the exam cell's figures are read again when next opened online.
      if (!result.queued) void queryClient.invalidateQueries({ queryKey: marksKeys.all });
    } catch (err) {
      setOutcome({ tone: 'refused', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="marks-grid"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2>
        {subject.code} {subject.name}
      </h2>
      <p className="marks-grid__exam">
        {grid.exam.title} · {i18n._('maximum {max}', { max: String(subject.internalMax) })}
      </p>
      {grid.students.length === 0 ? (
        <p className="hint">{i18n._('No student of your sections is registered for this subject.')}</p>
      ) : (
        <ol className="marks-grid__students" aria-label={i18n._('Students')}>
          {grid.students.map((s) => {
            const problem = markProblem(typed[s.studentId] ?? '', subject.internalMax, translate);
            const id = `internal-${String(s.studentId)}`;
            return (
              <li key={s.studentId} className="marks-row">
                <label htmlFor={id} className="marks-row__who">
                  <span className="marks-row__roll">{s.rollNo}</span>
                  <span className="marks-row__name">{s.name}</span>
                </label>
                <input
                  id={id}
                  className="marks-row__input"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-problem` : undefined}
                  value={typed[s.studentId] ?? ''}
                  onChange={(e) => setTyped((now) => ({ ...now, [s.studentId]: e.target.value }))}
                />
                <span className="marks-row__max" aria-hidden="true">
                  / {subject.internalMax}
                </span>
                {problem && (
                  <span id={`${id}-problem`} className="marks-row__problem">
                    {problem}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <SaveBar
        outcome={outcome}
        count={
          <>
            {i18n._('Entered: {entered} · Missing: {missing}', {
              entered: String(entered),
              missing: String(grid.students.length - entered),
            })}
          </>
        }
      >
        <PlainButton type="submit" disabled={saving || grid.students.length === 0}>
          {saving ? i18n._('Saving…') : i18n._('Save marks')}
        </PlainButton>
      </SaveBar>
    </form>
  );
}

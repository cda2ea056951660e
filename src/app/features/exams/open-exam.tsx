import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { EXAM_TYPE_LABELS } from '../../../domain/exams/exam';
import type { ResultTab } from '../../../domain/exams/exam-cell-search';
import { EXAM_MESSAGES as M } from '../../../domain/exams/messages';
import { confirmYes } from '../../ui/confirm-dialog';
import { PlainButton } from '../../ui/plain/plain-button';
import { useOpenExamActions, type ExamCellReplies } from './exam-cell-actions';
import { ExamForm } from './exam-form';
import { ExamRegistration } from './exam-registration';
import { ExamResults } from './exam-results';
import { ExamTimetable } from './exam-timetable';
import { examQueries } from './exams-queries';

// The marks views load when an exam is opened, not with the exams list.
const ExamMarks = lazy(() => import('./exam-marks').then((m) => ({ default: m.ExamMarks })));

/** The open exam: its details (changed by the exam cell), timetable, registration, marks and results. */
export function OpenExam({
  id,
  writer,
  editing,
  onEdit,
  replies,
  resultsTab,
  onResultsTab,
}: {
  id: number;
  writer: boolean;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  replies: ExamCellReplies;
  resultsTab: ResultTab;
  onResultsTab: (tab: ResultTab) => void;
}) {
  const { i18n } = useLingui();
  const view = useQuery(examQueries.one(id));
  const { change, changeRefusal, place, placeRefusal, drop, register, registerProblem } = useOpenExamActions(
    id,
    replies,
    () => onEdit(false),
  );
  if (!view.data) return <p className="hint">{view.isError ? i18n._(M.examNotFound) : i18n._('Loading…')}</p>;
  const { exam } = view.data;
  return (
    <section aria-labelledby="open-exam-title">
      <h2 id="open-exam-title">{exam.title}</h2>
      <p className="hint">
        {exam.degree} · {exam.regulation} · {i18n._(EXAM_TYPE_LABELS[exam.examType])} ·{' '}
        {i18n._('{count} registered', { count: String(view.data.registered) })}
      </p>
      {writer &&
        (editing ? (
          <ExamForm
            editing={exam}
            pending={change.isPending}
            refusal={changeRefusal}
            onSave={(input) => change.mutate(input)}
            onCancel={() => onEdit(false)}
          />
        ) : (
          <PlainButton fill="outline" onClick={() => onEdit(true)}>
            {i18n._('Change the exam')}
          </PlainButton>
        ))}
      <ExamTimetable
        view={view.data}
        writer={writer}
        pending={place.isPending}
        refusal={placeRefusal}
        onPlace={(subjectId, slot) => place.mutate({ subjectId, slot })}
        onDrop={async (subjectId, code) => {
          if (await confirmYes(i18n._('Do you want to take {code} off the timetable?', { code })))
            drop.mutate(subjectId);
        }}
      />
      <ExamRegistration
        examId={id}
        writer={writer}
        pending={register.isPending}
        problem={registerProblem}
        onRegister={() => register.mutate()}
      />
      {view.data.registered > 0 && (
        <Suspense fallback={<p className="hint">{i18n._('Loading…')}</p>}>
          <ExamMarks examId={id} writer={writer} />
        </Suspense>
      )}
      <ExamResults
        examId={id}
        title={exam.title}
        writer={writer}
        subjects={view.data.subjects}
        tab={resultsTab}
        onTab={onResultsTab}
      />
    </section>
  );
}

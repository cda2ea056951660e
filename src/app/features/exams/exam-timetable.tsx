import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ExamSubjectSlotSchema, SESSIONS, SESSION_LABELS, examIssueMessage } from '../../../domain/exams/exam';
import { semesterName } from '../../../domain/academic/semester-name';
import { EXAM_MESSAGES as M } from '../../../domain/exams/messages';
import { ChoiceSelect } from '../../ui/choice-select';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import type { ExamView } from './exams-queries';
import { ListFormCard } from '../../ui/list-form-card';
import { dateText } from '../../../domain/calendar/date-text';
import { AppLink } from '../../ui/app-link';

const SUBJECTS_LIST_PATH = '/app/Admin/Lists/subjects';

/** The exam's timetable: its subjects by day and session, and (for the exam cell) a form placing one more. */
export function ExamTimetable({
  view,
  writer,
  pending,
  onPlace,
  onDrop,
}: {
  view: ExamView;
  writer: boolean;
  pending: boolean;
  onPlace: (subjectId: number, slot: v.InferOutput<typeof ExamSubjectSlotSchema>) => void;
  onDrop: (subjectId: number, code: string) => void;
}) {
  const [values, setValues] = useState({ subjectId: '', date: '', session: '1' });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (value: string) => setValues((all) => ({ ...all, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.subjectId === '') return setProblem(M.fillAll);
    const parsed = v.safeParse(ExamSubjectSlotSchema, {
      date: values.date,
      session: SESSIONS[Number(values.session) - 1],
    });
    if (!parsed.success) return setProblem(examIssueMessage(parsed.issues[0]));
    setProblem(null);
    onPlace(Number(values.subjectId), parsed.output);
  };
  return (
    <section aria-labelledby="exam-timetable-title">
      <h3 id="exam-timetable-title">Timetable</h3>
      {view.subjects.length === 0 ? (
        <p className="hint">No subjects on the timetable yet.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Subjects on the timetable" tabIndex={0}>
          <table className="result-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Session</th>
                <th scope="col">Subject</th>
                <th scope="col">Branch</th>
                {writer && <th scope="col">Remove</th>}
              </tr>
            </thead>
            <tbody>
              {view.subjects.map((s) => (
                <tr key={s.id}>
                  <td data-label="Date">{dateText(s.date)}</td>
                  <td data-label="Session">{SESSION_LABELS[s.session]}</td>
                  <td data-label="Subject">
                    <strong>{s.code}</strong> {s.name}
                  </td>
                  <td data-label="Branch">
                    {s.branch}, {semesterName(s.semester)}
                  </td>
                  {writer && (
                    <td data-label="Remove">
                      <PlainButton
                        size="small"
                        fill="outline"
                        color="danger"
                        aria-label={`Remove ${s.code}`}
                        onClick={() => onDrop(s.id, s.code)}
                      >
                        Remove
                      </PlainButton>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {writer && view.coverable.length === 0 && (
        <p className="hint" role="note" id="no-coverable-subjects">
          {M.noCurriculumSubjects} <AppLink to={SUBJECTS_LIST_PATH}>Subjects list</AppLink>
        </p>
      )}
      {writer && (
        <ListFormCard
          title="Place a subject"
          titleId="place-subject-title"
          heading="h4"
          problem={problem}
          onSubmit={submit}
          actions={
            <PlainButton type="submit" disabled={pending}>
              Place the subject
            </PlainButton>
          }
        >
          <ChoiceSelect
            label="Subject"
            name="subjectId"
            value={values.subjectId}
            options={view.coverable.map((s) => ({
              value: s.id,
              label: `${s.code} ${s.name} (${s.branch}, ${semesterName(s.semester)})`,
            }))}
            onChange={set('subjectId')}
          />
          <PlainTextField name="date" label="Date" type="date" value={values.date} onChange={set('date')} />
          <ChoiceSelect
            label="Session"
            name="session"
            value={values.session}
            options={SESSIONS.map((s, i) => ({ value: i + 1, label: SESSION_LABELS[s] }))}
            onChange={set('session')}
          />
        </ListFormCard>
      )}
    </section>
  );
}

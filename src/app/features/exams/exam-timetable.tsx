import { SESSION_LABELS, type ExamSubjectSlot } from '../../../domain/exams/exam';
import { semesterName } from '../../../domain/academic/semester-name';
import { EXAM_MESSAGES as M } from '../../../domain/exams/messages';
import { PlainButton } from '../../ui/plain/plain-button';
import type { ExamView } from './exams-queries';
import { PlaceSubjectForm } from './place-subject-form';
import { dateText } from '../../../domain/calendar/date-text';
import { AppLink } from '../../ui/app-link';

const SUBJECTS_LIST_PATH = '/app/Admin/Lists/subjects';

/** The exam's timetable: its subjects by day and session, and (for the exam cell) a form placing one more. */
export function ExamTimetable({
  view,
  writer,
  pending,
  refusal,
  onPlace,
  onDrop,
}: {
  view: ExamView;
  writer: boolean;
  pending: boolean;
  refusal: string | null;
  onPlace: (subjectId: number, slot: ExamSubjectSlot) => void;
  onDrop: (subjectId: number, code: string) => void;
}) {
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
      {writer && <PlaceSubjectForm coverable={view.coverable} pending={pending} refusal={refusal} onPlace={onPlace} />}
    </section>
  );
}

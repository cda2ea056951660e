import { useLingui } from '@lingui/react';
import { SESSION_LABELS, type ExamSubjectSlot } from '../../../domain/exams/exam';
import { semesterName } from '../../../domain/academic/semester-name';
import { EXAM_MESSAGES as M } from '../../../domain/exams/messages';
import { PlainButton } from '../../ui/plain/plain-button';
import type { ExamView } from './exams-queries';
import { PlaceSubjectForm } from './place-subject-form';
import { dateText } from '../../../domain/calendar/date-text';
import { AppLink } from '../../ui/app-link';
import { useLocale } from '../../i18n/use-locale';

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
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <section aria-labelledby="exam-timetable-title">
      <h3 id="exam-timetable-title">{i18n._('Timetable')}</h3>
      {view.subjects.length === 0 ? (
        <p className="hint">{i18n._('No subjects on the timetable yet.')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={i18n._('Subjects on the timetable')} tabIndex={0}>
          <table className="result-table">
            <thead>
              <tr>
                <th scope="col">{i18n._('Date')}</th>
                <th scope="col">{i18n._('Session')}</th>
                <th scope="col">{i18n._('Subject')}</th>
                <th scope="col">{i18n._('Branch')}</th>
                {writer && <th scope="col">{i18n._('Remove')}</th>}
              </tr>
            </thead>
            <tbody>
              {view.subjects.map((s) => (
                <tr key={s.id}>
                  <td data-label={i18n._('Date')}>{dateText(s.date, locale)}</td>
                  <td data-label={i18n._('Session')}>{i18n._(SESSION_LABELS[s.session])}</td>
                  <td data-label={i18n._('Subject')}>
                    <strong>{s.code}</strong> {s.name}
                  </td>
                  <td data-label={i18n._('Branch')}>
                    {s.branch}, {semesterName(s.semester)}
                  </td>
                  {writer && (
                    <td data-label={i18n._('Remove')}>
                      <PlainButton
                        size="small"
                        fill="outline"
                        color="danger"
                        aria-label={i18n._('Remove {code}', { code: s.code })}
                        onClick={() => onDrop(s.id, s.code)}
                      >
                        {i18n._('Remove')}
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
          {i18n._(M.noCurriculumSubjects)} <AppLink to={SUBJECTS_LIST_PATH}>{i18n._('Subjects list')}</AppLink>
        </p>
      )}
      {writer && <PlaceSubjectForm coverable={view.coverable} pending={pending} refusal={refusal} onPlace={onPlace} />}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { percentText } from '../../../domain/attendance/attendance';
import { TERM_LABELS, dayName, type Term } from '../../../domain/timetable/timetable';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { INTERNAL_MARKS_PATH } from '../../../domain/exams/access';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { attendanceQueries, type AssignedSubject } from './attendance-queries';
import { ErrorAlert } from '../../ui/error-alert';
import './attendance.css';

/** /app/Assigned Subjects: a teacher's allotments of the year, each opening its class list, classes and attendance. */
export function SubjectsScreen() {
  const user = currentUser();
  if (!user) return null;
  return <SubjectsPanel user={user.username} />;
}

function SubjectsPanel({ user }: { user: string }) {
  const answer = useQuery(attendanceQueries.subjects(user));
  const [open, setOpen] = useState<number | null>(null);
  const data = answer.data;
  const { i18n } = useLingui();
  const term = data && (TERM_LABELS[data.term as Term] as string | undefined);
  return (
    <PageFrame title="Assigned subjects">
      <div className="attendance">
        {data && (
          <p className="hint">
            {i18n._('{year}, {term} · required attendance {percent}', {
              year: data.academicYear,
              term: term ? i18n._(term) : data.term,
              percent: percentText(data.threshold),
            })}{' '}
            · <AppLink to="/app/Attendance">{i18n._('Attendance sheet')}</AppLink> ·{' '}
            <AppLink to={INTERNAL_MARKS_PATH}>{i18n._('Internal marks')}</AppLink>
          </p>
        )}
        {answer.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : answer.isError ? (
          <ErrorAlert
            message={i18n._('Your subjects could not be loaded. Check your connection and open this page again.')}
          />
        ) : !data?.subjects.length ? (
          <p className="hint">{i18n._('No subjects are allotted to you this academic year.')}</p>
        ) : (
          <ul className="attendance-list">
            {data.subjects.map((s) => (
              <li key={s.id} className="attendance-class__link">
                <strong>
                  {s.subjectCode} {s.subjectName}
                </strong>
                <span>
                  {s.sectionLabel}
                  {s.shared ? ` (${i18n._('shared')})` : ''} ·{' '}
                  {i18n._('{students} students · {held} classes held · {short} short', {
                    students: s.students,
                    held: s.held,
                    short: s.short,
                  })}
                </span>
                <span className="hint">
                  {s.slots.length
                    ? s.slots
                        .map((slot) => `${i18n._(dayName(slot.day))}${slot.room ? ` (${slot.room})` : ''}`)
                        .join(', ')
                    : i18n._('Not on a timetable yet')}
                </span>
                <PlainButton fill="outline" size="small" onClick={() => setOpen(open === s.id ? null : s.id)}>
                  {open === s.id ? i18n._('Close') : i18n._('Class list and attendance')}
                </PlainButton>
                {open === s.id && <SubjectClass user={user} subject={s} />}
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}

function SubjectClass({ user, subject }: { user: string; subject: AssignedSubject }) {
  const answer = useQuery(attendanceQueries.subject(user, subject.id));
  const { i18n } = useLingui();
  if (answer.isPending) return <p className="hint">{i18n._('Loading…')}</p>;
  if (answer.isError || !answer.data) return <ErrorAlert message={i18n._('The class list could not be loaded.')} />;
  return (
    <table className="attendance-table">
      <caption className="hint">
        {i18n._('{subject} {section}: attendance of this subject', {
          subject: subject.subjectCode,
          section: subject.sectionLabel,
        })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{i18n._('Roll No')}</th>
          <th scope="col">{i18n._('Name')}</th>
          <th scope="col">%</th>
        </tr>
      </thead>
      <tbody>
        {answer.data.students.map((s) => (
          <tr key={s.id} className={s.short ? 'attendance-short' : undefined}>
            <td>{s.rollNo}</td>
            <td>{s.name}</td>
            <td>{s.held ? `${percentText(s.percent)} (${String(s.present)}/${String(s.held)})` : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useQuery } from '@tanstack/react-query';
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
  return (
    <PageFrame title="Assigned subjects">
      <div className="attendance">
        {data && (
          <p className="hint">
            {data.academicYear}, {TERM_LABELS[data.term as Term] ?? data.term} · required attendance{' '}
            {percentText(data.threshold)} · <AppLink to="/app/Attendance">Attendance sheet</AppLink> ·{' '}
            <AppLink to={INTERNAL_MARKS_PATH}>Internal marks</AppLink>
          </p>
        )}
        {answer.isPending ? (
          <p className="hint">Loading…</p>
        ) : answer.isError ? (
          <ErrorAlert message="Your subjects could not be loaded. Check your connection and open this page again." />
        ) : !data?.subjects.length ? (
          <p className="hint">No subjects are allotted to you this academic year.</p>
        ) : (
          <ul className="attendance-list">
            {data.subjects.map((s) => (
              <li key={s.id} className="attendance-class__link">
                <strong>
                  {s.subjectCode} {s.subjectName}
                </strong>
                <span>
                  {s.sectionLabel}
                  {s.shared ? ' (shared)' : ''} · {s.students} students · {s.held} classes held · {s.short} short
                </span>
                <span className="hint">
                  {s.slots.length
                    ? s.slots.map((slot) => `${dayName(slot.day)}${slot.room ? ` (${slot.room})` : ''}`).join(', ')
                    : 'Not on a timetable yet'}
                </span>
                <PlainButton fill="outline" size="small" onClick={() => setOpen(open === s.id ? null : s.id)}>
                  {open === s.id ? 'Close' : 'Class list and attendance'}
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
  if (answer.isPending) return <p className="hint">Loading…</p>;
  if (answer.isError || !answer.data) return <ErrorAlert message="The class list could not be loaded." />;
  return (
    <table className="attendance-table">
      <caption className="hint">
        {subject.subjectCode} {subject.sectionLabel}: attendance of this subject
      </caption>
      <thead>
        <tr>
          <th scope="col">Roll No</th>
          <th scope="col">Name</th>
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

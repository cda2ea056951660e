import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { percentText, type StudentAttendance } from '../../../domain/attendance/attendance';
import { TERM_LABELS, type Term } from '../../../domain/timetable/timetable';
import { studentAttendanceQuery } from '../../lib/attendance';
import { refusalText } from '../../lib/refusal-text';
import { currentUser } from '../../lib/session';
import { ChoiceSelect } from '../../ui/choice-select';
import { PageFrame } from '../../ui/page-frame';
import { ErrorAlert } from '../../ui/error-alert';
import './attendance.css';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { useLocale } from '../../i18n/use-locale';

/** /app/My Attendance: a student's (a parent's child's) subject-wise and overall attendance, offline too. */
export function MyAttendanceScreen() {
  const user = currentUser();
  if (!user) return null;
  return <MyAttendancePanel user={user.username} />;
}

function MyAttendancePanel({ user }: { user: string }) {
  const [studentId, setStudentId] = useState<number | null>(null);
  const answer = useQuery(studentAttendanceQuery(user, studentId));
  const [failed, setFailed] = useState<string | null>(null);
  // The picker stays while another child's attendance loads.
  const [children, setChildren] = useState<NonNullable<StudentAttendance['children']>>([]);
  const data = answer.data?.data;
  useEffect(() => {
    if (data?.children) setChildren(data.children);
  }, [data?.children]);
  useEffect(() => {
    if (answer.error) void refusalText(answer.error).then(setFailed);
  }, [answer.error]);
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <PageFrame title="My attendance">
      <div className="attendance">
        {children.length > 1 && (
          <ChoiceSelect
            label={i18n._('Child')}
            name="studentId"
            value={String(studentId ?? data?.studentId ?? '')}
            options={children.map((child) => ({ value: child.studentId, label: child.name }))}
            onChange={(value) => value && setStudentId(Number(value))}
          />
        )}
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
              fetched: dateTimeText(answer.data.fetchedAt, locale),
            })}
          </p>
        )}
        {answer.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : answer.error ? (
          <ErrorAlert message={failed ?? i18n._('Loading…')} />
        ) : data ? (
          <AttendanceFigures data={data} />
        ) : null}
      </div>
    </PageFrame>
  );
}

/** A student's figures: the semester, overall and subject by subject (rendered on its own by tests). */
export function AttendanceFigures({ data }: { data: StudentAttendance }) {
  const { i18n } = useLingui();
  const term = TERM_LABELS[data.term as Term] as string | undefined;
  return (
    <section aria-labelledby="attendance-of">
      <h2 id="attendance-of">
        {data.name} ({data.rollNo})
      </h2>
      <p className="hint">
        {i18n._('{term} {year} · required {percent}', {
          term: term ? i18n._(term) : data.term,
          year: data.academicYear,
          percent: percentText(data.threshold),
        })}
      </p>
      <p
        className={`attendance-overall${data.overall.short ? ' attendance-short' : ''}`}
        data-testid="overall-attendance"
      >
        {i18n._('Overall: {percent} ({present} of {held} classes)', {
          percent: percentText(data.overall.percent),
          present: data.overall.present,
          held: data.overall.held,
        })}
        {data.overall.short ? ` · ${i18n._('Shortage of attendance')}` : ''}
      </p>
      {data.subjects.length === 0 ? (
        <p className="hint">{i18n._('No classes have been marked yet this semester.')}</p>
      ) : (
        <table className="attendance-table">
          <thead>
            <tr>
              <th scope="col">{i18n._('Subject')}</th>
              <th scope="col">{i18n._('Attended')}</th>
              <th scope="col">%</th>
            </tr>
          </thead>
          <tbody>
            {data.subjects.map((s) => (
              <tr key={s.subjectId} className={s.short ? 'attendance-short' : undefined}>
                <td>
                  {s.code} {s.name}
                </td>
                <td>
                  {s.present}/{s.held}
                </td>
                <td>
                  {percentText(s.percent)}
                  {s.short ? ` (${i18n._('short')})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { percentText } from '../../../domain/attendance/attendance';
import { collegeDay } from '../../../domain/calendar/college-time';
import { departmentDayQuery, studentAttendanceQuery } from '../../lib/attendance';
import { AppLink } from '../../ui/app-link';
import '../../ui/attendance-shortage.css';

/** The Student dashboard's attendance: overall percentage and a shortage flag (offline from the device's copy). */
export function MyAttendanceCard({ user }: { user: string }) {
  const { i18n } = useLingui();
  const answer = useQuery(studentAttendanceQuery(user, null));
  const data = answer.data?.data;
  return (
    <section className="dashboard-section" aria-labelledby="attendance-title">
      <h2 id="attendance-title">{i18n._('Attendance')}</h2>
      {answer.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : !data ? (
        <p className="hint">{i18n._('Attendance could not be loaded.')}</p>
      ) : (
        <p className={data.overall.short ? 'attendance-shortage' : undefined} data-testid="dashboard-attendance">
          {i18n._('{percent} overall ({present} of {held} classes)', {
            percent: percentText(data.overall.percent),
            present: data.overall.present,
            held: data.overall.held,
          })}
          {data.overall.short
            ? ` · ${i18n._('Shortage: below the required {threshold}', { threshold: percentText(data.threshold) })}`
            : ''}
        </p>
      )}
      <p className="hint">
        <AppLink to="/app/My Attendance">{i18n._('Subject-wise attendance')}</AppLink>
      </p>
    </section>
  );
}

/** The HOD dashboard's department attendance of today. */
export function DepartmentTodayCard() {
  const { i18n } = useLingui();
  const today = collegeDay(new Date());
  const answer = useQuery(departmentDayQuery(today));
  const totals = answer.data?.totals;
  return (
    <section className="dashboard-section" aria-labelledby="department-attendance-title">
      <h2 id="department-attendance-title">{i18n._('Department attendance today')}</h2>
      {answer.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : !totals ? (
        <p className="hint">{i18n._('Attendance could not be loaded.')}</p>
      ) : (
        <p>
          {i18n._('{sheets} classes marked · {present} present · {absent} absent', {
            sheets: totals.sheets,
            present: totals.marks - totals.absent,
            absent: totals.absent,
          })}
        </p>
      )}
      <p className="hint">
        <AppLink to="/app/Department Attendance">{i18n._('Absentees and monthly registers')}</AppLink>
      </p>
    </section>
  );
}

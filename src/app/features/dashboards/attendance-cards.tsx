import { useQuery } from '@tanstack/react-query';
import { percentText } from '../../../domain/attendance/attendance';
import { collegeDay } from '../../../domain/calendar/college-time';
import { departmentDayQuery, studentAttendanceQuery } from '../../lib/attendance';
import { AppLink } from '../../ui/app-link';
import '../../ui/attendance-shortage.css';

/** The Student dashboard's attendance: overall percentage and a shortage flag (offline from the device's copy). */
export function MyAttendanceCard({ user }: { user: string }) {
  const answer = useQuery(studentAttendanceQuery(user, null));
  const data = answer.data?.data;
  return (
    <section className="dashboard-section" aria-labelledby="attendance-title">
      <h2 id="attendance-title">Attendance</h2>
      {answer.isPending ? (
        <p className="hint">Loading…</p>
      ) : !data ? (
        <p className="hint">Attendance could not be loaded.</p>
      ) : (
        <p className={data.overall.short ? 'attendance-shortage' : undefined} data-testid="dashboard-attendance">
          {percentText(data.overall.percent)} overall ({data.overall.present} of {data.overall.held} classes)
          {data.overall.short ? ` · Shortage: below the required ${percentText(data.threshold)}` : ''}
        </p>
      )}
      <p className="hint">
        <AppLink to="/app/My Attendance">Subject-wise attendance</AppLink>
      </p>
    </section>
  );
}

/** The HOD dashboard's department attendance of today. */
export function DepartmentTodayCard() {
  const today = collegeDay(new Date());
  const answer = useQuery(departmentDayQuery(today));
  const totals = answer.data?.totals;
  return (
    <section className="dashboard-section" aria-labelledby="department-attendance-title">
      <h2 id="department-attendance-title">Department attendance today</h2>
      {answer.isPending ? (
        <p className="hint">Loading…</p>
      ) : !totals ? (
        <p className="hint">Attendance could not be loaded.</p>
      ) : (
        <p>
          {totals.sheets} classes marked · {totals.marks - totals.absent} present · {totals.absent} absent
        </p>
      )}
      <p className="hint">
        <AppLink to="/app/Department Attendance">Absentees and monthly registers</AppLink>
      </p>
    </section>
  );
}

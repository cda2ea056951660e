import { useQuery } from '@tanstack/react-query';
import { percentText } from '../../../domain/attendance/attendance';
import { childAttendanceQuery } from '../../lib/attendance';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import '../../ui/attendance-shortage.css';

/** A linked child's attendance on the parent dashboard: overall, and a shortage when below the threshold. */
export function ChildAttendance({ rollNo }: { rollNo: string }) {
  const user = currentUser()?.username ?? '';
  const answer = useQuery({ ...childAttendanceQuery(user, rollNo), enabled: user !== '' });
  const data = answer.data?.data;
  if (!data) return null;
  return (
    <p className={data.overall.short ? 'attendance-shortage' : undefined} data-testid="child-attendance">
      Attendance: {percentText(data.overall.percent)} ({data.overall.present} of {data.overall.held} classes)
      {data.overall.short ? ` · Shortage: below the required ${percentText(data.threshold)}` : ''} ·{' '}
      <AppLink to="/app/My Attendance">Subject-wise</AppLink>
    </p>
  );
}

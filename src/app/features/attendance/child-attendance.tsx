import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  const data = answer.data?.data;
  if (!data) return null;
  const overall = i18n._('Attendance: {percent} ({present} of {held} classes)', {
    percent: percentText(data.overall.percent),
    present: data.overall.present,
    held: data.overall.held,
  });
  return (
    <p className={data.overall.short ? 'attendance-shortage' : undefined} data-testid="child-attendance">
      {overall}
      {data.overall.short
        ? ` · ${i18n._('Shortage: below the required {threshold}', { threshold: percentText(data.threshold) })}`
        : ''}{' '}
      · <AppLink to="/app/My Attendance">{i18n._('Subject-wise')}</AppLink>
    </p>
  );
}

import { useQuery } from '@tanstack/react-query';
import { collegeDay } from '../../../domain/calendar/college-time';
import { mondayOf, type WeekEntry } from '../../../domain/timetable/timetable';
import { dayClassesQuery } from '../../lib/attendance';
import { timetableWeekQuery } from '../../lib/timetable-week';
import { AppLink } from '../../ui/app-link';
import { WeekClass } from '../../ui/week-class';
import { ErrorAlert } from '../../ui/error-alert';

/** A substitution's words beside a period (the week screen says the same at more length). */
function substitution(e: WeekEntry): string | null {
  if (e.kind === 'covered') return `Substitution: covered by ${e.teacher}`;
  if (e.kind === 'substituting') return `Substitution: you take it for ${e.regularTeacher ?? ''}`;
  if (e.kind === 'substituted') return `Substitution: ${e.teacher} takes it`;
  return null;
}

/** The Faculty dashboard's periods of today from the teacher's week (offline from the device's copy too). */
export function TodaysPeriods({ user }: { user: string }) {
  const today = collegeDay(new Date());
  const answer = useQuery(timetableWeekQuery(user, mondayOf(today), null));
  const day = answer.data?.data.days.find((d) => d.date === today);
  // Which of today's classes have their attendance taken (the classes the teacher takes that day).
  const marked = useQuery(dayClassesQuery(user, today)).data?.data.classes;
  const attendance = (e: WeekEntry) => {
    if (e.kind === 'covered' || !marked) return null;
    const c = marked.find((m) => m.slotId === e.slotId);
    if (!c) return null;
    const href = `/app/Attendance/Sheet?slotId=${String(c.slotId)}&date=${today}`;
    return (
      <span className={`week-class__note attendance-mark attendance-mark--${c.taken ? 'taken' : 'open'}`}>
        {c.taken ? `Attendance taken · ${String(c.absent ?? 0)} absent` : <AppLink to={href}>Take attendance</AppLink>}
      </span>
    );
  };
  return (
    <section className="dashboard-section todays-periods" aria-labelledby="today-title">
      <h2 id="today-title">Today&apos;s periods</h2>
      {answer.isPending ? (
        <p className="hint">Loading…</p>
      ) : answer.isError ? (
        <ErrorAlert message="Today's periods could not be loaded. Check your connection and open this page again." />
      ) : day?.holiday ? (
        <p className="hint">Holiday: {day.holiday}</p>
      ) : !day || day.entries.length === 0 ? (
        <p className="hint">No classes today</p>
      ) : (
        <ul className="week-classes">
          {day.entries.map((e) => (
            <WeekClass
              key={`${e.slotId}-${e.kind}`}
              entry={e}
              where={e.sectionLabel}
              note={substitution(e)}
              extra={attendance(e)}
            />
          ))}
        </ul>
      )}
      <p className="hint">
        <AppLink to="/app/My Timetable">My timetable</AppLink> · <AppLink to="/app/Attendance">Attendance</AppLink>
      </p>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { collegeDay } from '../../../domain/calendar/college-time';
import { mondayOf, type WeekEntry } from '../../../domain/timetable/timetable';
import { dayClassesQuery } from '../../lib/attendance';
import { timetableWeekQuery } from '../../lib/timetable-week';
import { AppLink } from '../../ui/app-link';
import { WeekClass } from '../../ui/week-class';
import { ErrorAlert } from '../../ui/error-alert';

/** A substitution's words beside a period (the week screen says the same at more length). */
function substitution(e: WeekEntry, i18n: I18n): string | null {
  if (e.kind === 'covered') return i18n._('Substitution: covered by {teacher}', { teacher: e.teacher });
  if (e.kind === 'substituting')
    return i18n._('Substitution: you take it for {teacher}', { teacher: e.regularTeacher ?? '' });
  if (e.kind === 'substituted') return i18n._('Substitution: {teacher} takes it', { teacher: e.teacher });
  return null;
}

/** The Faculty dashboard's periods of today from the teacher's week (offline from the device's copy too). */
export function TodaysPeriods({ user }: { user: string }) {
  const { i18n } = useLingui();
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
        {c.taken ? (
          i18n._('Attendance taken · {absent} absent', { absent: String(c.absent ?? 0) })
        ) : (
          <AppLink to={href}>{i18n._('Take attendance')}</AppLink>
        )}
      </span>
    );
  };
  return (
    <section className="dashboard-section todays-periods" aria-labelledby="today-title">
      <h2 id="today-title">{i18n._("Today's periods")}</h2>
      {answer.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : answer.isError ? (
        <ErrorAlert
          message={i18n._("Today's periods could not be loaded. Check your connection and open this page again.")}
        />
      ) : day?.holiday ? (
        <p className="hint">{i18n._('Holiday: {name}', { name: day.holiday })}</p>
      ) : !day || day.entries.length === 0 ? (
        <p className="hint">{i18n._('No classes today')}</p>
      ) : (
        <ul className="week-classes">
          {day.entries.map((e) => (
            <WeekClass
              key={`${e.slotId}-${e.kind}`}
              entry={e}
              where={e.sectionLabel}
              note={substitution(e, i18n)}
              extra={attendance(e)}
            />
          ))}
        </ul>
      )}
      <p className="hint">
        <AppLink to="/app/My Timetable">{i18n._('My timetable')}</AppLink> ·{' '}
        <AppLink to="/app/Attendance">{i18n._('Attendance')}</AppLink>
      </p>
    </section>
  );
}

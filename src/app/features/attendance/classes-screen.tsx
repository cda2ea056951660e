import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { collegeDay } from '../../../domain/calendar/college-time';
import { dayClassesQuery, type DayClass } from '../../lib/attendance';
import { useOutboxItems } from '../../lib/offline/outbox/use-outbox';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { attendanceQueries } from './attendance-queries';
import { ErrorAlert } from '../../ui/error-alert';
import './attendance.css';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { collegeDateTime } from '../../../domain/calendar/college-time';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';

const sheetHref = (c: { slotId: number; date: string }) =>
  `/app/Attendance/Sheet?slotId=${String(c.slotId)}&date=${c.date}`;

/** The class going on now, else the next one to come, else the last of the day (HH:MM on the college clock). */
export function currentClass(classes: readonly DayClass[], now: string): DayClass | null {
  return (
    classes.find((c) => c.startTime <= now && now < c.endTime) ??
    classes.find((c) => c.startTime > now && !c.taken) ??
    classes.at(-1) ??
    null
  );
}

/** /app/Attendance: the teacher's classes of a day, the current one a tap away; each taken, waiting or to take. */
export function ClassesScreen({ sectionId = null }: { sectionId?: number | null }) {
  const user = currentUser();
  if (!user) return null;
  return <ClassesPanel user={user.username} sectionId={sectionId} />;
}

/** A teacher's own classes; with a section (a HoD, the academic section), that section's classes of the day. */
function ClassesPanel({ user, sectionId }: { user: string; sectionId: number | null }) {
  const today = collegeDay(new Date());
  const [date, setDate] = useState(today);
  const answer = useQuery(dayClassesQuery(user, date, sectionId));
  const queryClient = useQueryClient();
  const items = useOutboxItems();
  const classes = answer.data?.data.classes ?? [];
  // The day's class lists come along, so a sheet opens without signal later in the day.
  useEffect(() => {
    if (answer.data?.source !== 'network') return;
    if (sectionId !== null) return;
    for (const c of answer.data.data.classes)
      void queryClient.prefetchQuery(attendanceQueries.sheet(user, c.slotId, c.date));
  }, [answer.data, queryClient, user, sectionId]);
  const waiting = (c: DayClass) =>
    (items ?? []).find((item) => {
      if (item.kind !== 'attendance.sheet' || item.state === 'sent' || item.body.type !== 'json') return false;
      const body = item.body.value as { slotId?: number; date?: string };
      return body.slotId === c.slotId && body.date === c.date;
    });
  const clock = collegeDateTime(new Date()).slice(11, 16);
  const holiday = answer.data?.data.holiday ?? null;
  const open = classes.filter((c) => !c.closed);
  const now = date === today && holiday === null ? currentClass(open, clock) : null;
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <PageFrame title="Attendance">
      <div className="attendance">
        <label className="attendance__date">
          {i18n._('Date')}
          <input type="date" value={date} max={today} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the classes saved on this device, fetched {fetched}.', {
              fetched: dateTimeText(answer.data.fetchedAt, locale),
            })}
          </p>
        )}
        {holiday !== null && (
          <p className="hint" role="status">
            {i18n._('No attendance is taken on a holiday: {name}', { name: holiday })}
          </p>
        )}
        {now && (
          <AppLink to={sheetHref(now)} className="attendance__now">
            {i18n._('Take attendance: {subject} {section}, {period} ({time})', {
              subject: now.subjectCode,
              section: now.sectionLabel,
              period: now.periodName,
              time: now.startTime,
            })}
          </AppLink>
        )}
        {answer.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : answer.isError ? (
          <ErrorAlert
            message={i18n._('The classes could not be loaded. Check your connection and open this page again.')}
          />
        ) : classes.length === 0 ? (
          <p className="hint">{i18n._('No classes on this day')}</p>
        ) : (
          <ul className="attendance__classes">
            {classes.map((c) => {
              const item = waiting(c);
              return (
                <li key={c.slotId} className="attendance-class">
                  <AppLink to={sheetHref(c)} className="attendance-class__link">
                    <span className="attendance-class__time">
                      {c.startTime}–{c.endTime} · {c.periodName}
                    </span>
                    <span className="attendance-class__what">
                      {c.subjectCode} {c.subjectName} · {c.sectionLabel}
                    </span>
                    {c.substitute && (
                      <span className="hint">{i18n._('Substitution: {taker} takes it', { taker: c.takerName })}</span>
                    )}
                    <span
                      className={`attendance-class__state attendance-class__state--${item ? 'waiting' : c.taken ? 'taken' : 'open'}`}
                    >
                      {item
                        ? item.state === 'refused'
                          ? i18n._('Refused: {reason}', { reason: translateKnown(i18n, item.message ?? '') })
                          : i18n._('Saved on this device, waiting to be sent')
                        : c.taken
                          ? i18n._('Attendance taken · {absent} absent', { absent: String(c.absent ?? 0) })
                          : c.closed
                            ? translateKnown(i18n, c.closed)
                            : i18n._('Attendance not taken yet')}
                    </span>
                  </AppLink>
                </li>
              );
            })}
          </ul>
        )}
        <p className="hint">
          <AppLink to="/app/Assigned Subjects">{i18n._('Assigned subjects')}</AppLink> ·{' '}
          <AppLink to="/app/Outbox">{i18n._('Outbox')}</AppLink>
        </p>
      </div>
    </PageFrame>
  );
}

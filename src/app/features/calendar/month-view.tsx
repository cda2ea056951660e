import { dayOfCalendar, monthWeeks, type MonthCalendar } from '../../../domain/calendar/month-calendar';
import { dateText, monthText } from '../../../domain/calendar/date-text';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

export const monthName = (month: string) => monthText(month);
const dayText = (date: string) => dateText(date);
const span = (from: string, to: string) => (from === to ? dayText(from) : `${dayText(from)} – ${dayText(to)}`);

/** A month of the college calendar: the grid as a table (a column per weekday), then its days, semesters and events. */
export function MonthView({ calendar }: { calendar: MonthCalendar }) {
  const anchor = (date: string) => `calendar-day-${date}`;
  const listed = [...new Set([...calendar.holidays.map((h) => h.date), ...activityDays(calendar)])].sort();
  return (
    <>
      <table className="college-calendar__grid">
        <caption>{monthName(calendar.month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={short} scope="col">
                <abbr title={full}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(calendar.month).map((week) => (
            <tr key={week.find((d) => d !== null)}>
              {week.map((date, i) => {
                if (date === null) return <td key={i} />;
                const day = dayOfCalendar(date, calendar);
                const what = [day.holiday, ...day.activities].filter((x) => x !== null).join('; ');
                const kind = day.holiday !== null ? 'holiday' : day.teaching ? 'teaching' : 'other';
                return (
                  <td key={date} className={`college-calendar__day college-calendar__day--${kind}`}>
                    {what ? (
                      <a href={`#${anchor(date)}`} aria-label={`${dayText(date)}: ${what}`}>
                        {Number(date.slice(8))}
                        <span aria-hidden="true" className="college-calendar__mark">
                          {day.holiday ?? day.activities[0]}
                        </span>
                      </a>
                    ) : (
                      <span>{Number(date.slice(8))}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">
        Shaded days are teaching days of a semester; days marked in red are holidays or closures, when no attendance is
        taken.
      </p>
      <h2>This month</h2>
      {listed.length === 0 ? (
        <p className="hint">No holidays or activities this month</p>
      ) : (
        <ul className="college-calendar__list">
          {listed.map((date) => {
            const day = dayOfCalendar(date, calendar);
            return (
              <li key={date} id={anchor(date)} tabIndex={-1}>
                <strong>{dayText(date)}</strong>
                {day.holiday !== null && <span> · Holiday: {day.holiday}</span>}
                {day.activities.map((a) => (
                  <span key={a}> · {a}</span>
                ))}
              </li>
            );
          })}
        </ul>
      )}
      <h2>Semester dates</h2>
      {calendar.terms.length === 0 ? (
        <p className="hint">No semester teaches this month</p>
      ) : (
        <ul className="college-calendar__list">
          {calendar.terms.map((t) => (
            <li key={`${t.startDate}/${t.endDate}`}>
              <strong>{span(t.startDate, t.endDate)}</strong>: {t.semesters.join(', ')}
            </li>
          ))}
        </ul>
      )}
      {calendar.activities.length > 0 && (
        <>
          <h2>Activities</h2>
          <ul className="college-calendar__list">
            {calendar.activities.map((a) => (
              <li key={`${a.title}/${a.startDate}`}>
                <strong>{span(a.startDate, a.endDate)}</strong>: {a.title}
                {a.venue ? `, ${a.venue}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** The days of the month on which an activity runs. */
function activityDays(calendar: MonthCalendar): string[] {
  return monthWeeks(calendar.month)
    .flat()
    .filter((d): d is string => d !== null && dayOfCalendar(d, calendar).activities.length > 0);
}

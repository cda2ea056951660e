import { dayOfCalendar, monthWeeks, type MonthCalendar } from '../../../domain/calendar/month-calendar';
import { dateText, monthText } from '../../../domain/calendar/date-text';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/i18n/locales';
import { translateKnown, usePageI18n } from '../../i18n/translate-known';

const WEEKDAYS = [
  [/*i18n*/ 'Mon', /*i18n*/ 'Monday'],
  [/*i18n*/ 'Tue', /*i18n*/ 'Tuesday'],
  [/*i18n*/ 'Wed', /*i18n*/ 'Wednesday'],
  [/*i18n*/ 'Thu', /*i18n*/ 'Thursday'],
  [/*i18n*/ 'Fri', /*i18n*/ 'Friday'],
  [/*i18n*/ 'Sat', /*i18n*/ 'Saturday'],
  [/*i18n*/ 'Sun', /*i18n*/ 'Sunday'],
] as const;

/** The month view's words, shown in the page's language once the calendar's catalogue is loaded. */
const WORDS = {
  shading:
    /*i18n*/ 'Shaded days are teaching days of a semester; days marked in red are holidays or closures, when no attendance is taken.',
  thisMonth: /*i18n*/ 'This month',
  nothing: /*i18n*/ 'No holidays or activities this month',
  holiday: /*i18n*/ 'Holiday',
  semesterDates: /*i18n*/ 'Semester dates',
  noSemester: /*i18n*/ 'No semester teaches this month',
  activities: /*i18n*/ 'Activities',
} as const;

export const monthName = (month: string, locale: Locale = DEFAULT_LOCALE) => monthText(month, locale);

/** A month of the college calendar: the grid as a table (a column per weekday), then its days, semesters and events. */
export function MonthView({ calendar }: { calendar: MonthCalendar }) {
  // The page's messages, or English where no provider is (the month rendered on its own).
  const i18n = usePageI18n();
  const t = (text: string) => translateKnown(i18n, text);
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const dayText = (date: string) => dateText(date, locale);
  const span = (from: string, to: string) => (from === to ? dayText(from) : `${dayText(from)} – ${dayText(to)}`);
  const anchor = (date: string) => `calendar-day-${date}`;
  const listed = [...new Set([...calendar.holidays.map((h) => h.date), ...activityDays(calendar)])].sort();
  return (
    <>
      <table className="college-calendar__grid">
        <caption>{monthName(calendar.month, locale)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={short} scope="col">
                <abbr title={t(full)}>{t(short)}</abbr>
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
      <p className="hint">{t(WORDS.shading)}</p>
      <h2>{t(WORDS.thisMonth)}</h2>
      {listed.length === 0 ? (
        <p className="hint">{t(WORDS.nothing)}</p>
      ) : (
        <ul className="college-calendar__list">
          {listed.map((date) => {
            const day = dayOfCalendar(date, calendar);
            return (
              <li key={date} id={anchor(date)} tabIndex={-1}>
                <strong>{dayText(date)}</strong>
                {day.holiday !== null && (
                  <span>
                    {' '}
                    · {t(WORDS.holiday)}: {day.holiday}
                  </span>
                )}
                {day.activities.map((a) => (
                  <span key={a}> · {a}</span>
                ))}
              </li>
            );
          })}
        </ul>
      )}
      <h2>{t(WORDS.semesterDates)}</h2>
      {calendar.terms.length === 0 ? (
        <p className="hint">{t(WORDS.noSemester)}</p>
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
          <h2>{t(WORDS.activities)}</h2>
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

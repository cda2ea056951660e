import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useLocale } from '../../i18n/use-locale';
import { collegeDay } from '../../../domain/calendar/college-time';
import { shiftMonth } from '../../../domain/calendar/month-calendar';
import { AppLink } from '../../ui/app-link';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { calendarQueries } from './calendar-queries';
import { MonthView, monthName } from './month-view';
import './calendar.css';
import { CALENDAR_PATHS } from '../../../domain/calendar/paths';

const monthHref = (month: string) => `${CALENDAR_PATHS.collegeCalendar}?month=${month}`;

/** /app/College Calendar: a month of the college calendar as a grid, with its holidays, semesters and events listed. */
export function CalendarScreen({ month }: { month?: string }) {
  const shown = month ?? collegeDay(new Date()).slice(0, 7);
  const answer = useQuery(calendarQueries.month(shown));
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <PageFrame title="College calendar">
      <div className="college-calendar">
        <nav className="college-calendar__months" aria-label={i18n._('Months')}>
          <AppLink to={monthHref(shiftMonth(shown, -1))}>‹ {monthName(shiftMonth(shown, -1), locale)}</AppLink>
          <AppLink to={monthHref(shiftMonth(shown, 1))}>{monthName(shiftMonth(shown, 1), locale)} ›</AppLink>
        </nav>
        {answer.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : answer.isError ? (
          <ErrorAlert
            message={i18n._('The calendar could not be loaded. Check your connection and open this page again.')}
          />
        ) : (
          <MonthView calendar={answer.data} />
        )}
      </div>
    </PageFrame>
  );
}

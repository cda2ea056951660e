import { createRoute, lazyRouteComponent, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';
import { CALENDAR_PATHS } from '../../domain/calendar/paths';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';

const CalendarScreen = lazyRouteComponent(
  withCatalogue('calendar', () => import('../features/calendar/calendar-screen')),
  'CalendarScreen',
);

const CalendarSearch = v.object({
  month: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined),
});

/** The college calendar of a month (?month=YYYY-MM; this month when none is named). */
export const collegeCalendarRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: CALENDAR_PATHS.collegeCalendar,
  ...signedInScreen,
  validateSearch: (search) => v.parse(CalendarSearch, search),
  component: guardedScreen(function CollegeCalendarRoute() {
    const { month } = useSearch({ strict: false }) as { month?: string };
    return <CalendarScreen month={month} />;
  }),
});

/** The calendar module's app side (src/app/routes/app-modules.ts): its routes. */
export const CALENDAR_APP_MODULE = {
  routes: [collegeCalendarRoute],
} satisfies AppModule;

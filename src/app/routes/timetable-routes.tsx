import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { TIMETABLE_PATHS } from '../../domain/timetable/paths';
import { TimetablesSearchSchema, type TimetablesSearch } from '../../domain/timetable/timetable-search';
import { rootRoute } from './root-route';
import { guardedScreen, signedInRoute, signedInScreen } from './screen-route';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';

const TimetablesScreen = lazyRouteComponent(
  withCatalogue('timetable', () => import('../features/timetable/builder-screen')),
  'TimetablesScreen',
);

/** Timetables: the builder (academic section, a HoD) and a teacher's, student's or parent's own week. */
export const timetablesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TIMETABLE_PATHS.timetables,
  ...signedInScreen,
  // ?timetable=ID&date=YYYY-MM-DD: the timetable open and the date its substitute form starts on.
  validateSearch: (search) => v.parse(TimetablesSearchSchema, search),
  component: guardedScreen(function TimetablesRoute() {
    const search = timetablesRoute.useSearch();
    const navigate = timetablesRoute.useNavigate();
    return (
      <TimetablesScreen
        search={search}
        // Opening a timetable replaces the address (a link to it opens it again) rather than adding to history.
        onOpen={(timetable) =>
          void navigate({
            search: (prev: TimetablesSearch) => ({ ...prev, timetable: timetable ?? undefined }),
            replace: true,
          })
        }
      />
    );
  }),
});
export const myTimetableRoute = signedInRoute(
  TIMETABLE_PATHS.myTimetable,
  withCatalogue('timetable', () => import('../features/timetable/week-screen')),
  'WeekScreen',
);

/** The timetable module's app side (src/app/routes/app-modules.ts): its routes. */
export const TIMETABLE_APP_MODULE = {
  routes: [timetablesRoute, myTimetableRoute],
} satisfies AppModule;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { ExamCellSearchSchema, type ExamCellSearch } from '../../domain/exams/exam-cell-search';
import { rootRoute } from './root-route';
import { guardedScreen, signedInRoute, signedInScreen } from './screen-route';
import { EXAMS_PATHS } from '../../domain/exams/paths';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';

const ExamCellScreen = lazyRouteComponent(
  withCatalogue('exams', () => import('../features/exams/exam-cell-screen')),
  'ExamCellScreen',
);

/**
 * The exam cell: exams, their timetables, registration and marks (the Examination role; Authority roles read); its
 * tabs `?tab=memos` (memos and certificates) and `?tab=analysis` (result analysis, also for HoDs and IQAC), and
 * `?exam=ID&results=…` for an open exam and its results tab.
 */
export const examCellRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: EXAMS_PATHS.examCell,
  ...signedInScreen,
  validateSearch: (search) => v.parse(ExamCellSearchSchema, search),
  component: guardedScreen(function ExamCellRoute() {
    const search = examCellRoute.useSearch();
    const navigate = examCellRoute.useNavigate();
    // The open exam and its results tab replace the address rather than add to history, as a tab switch does.
    const change = (next: Partial<ExamCellSearch>) =>
      void navigate({ search: (prev: ExamCellSearch) => ({ ...prev, ...next }), replace: true });
    return <ExamCellScreen search={search} onSearch={change} />;
  }),
});

/** A teacher's subjects to mark, and one subject's internal marks grid (?examId=&subjectId=, read by the screen). */
export const internalMarksRoute = signedInRoute(
  EXAMS_PATHS.internalMarks,
  () => import('../features/exams/internal-marks-screen'),
  'InternalMarksScreen',
);

/** The exams module's app side (src/app/routes/app-modules.ts): its routes. */
export const EXAMS_APP_MODULE = {
  routes: [examCellRoute, internalMarksRoute],
} satisfies AppModule;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { ExamCellSearchSchema, type ExamCellSearch } from '../../domain/exams/exam-cell-search';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';

const ExamCellScreen = lazyRouteComponent(() => import('../features/exams/exam-cell-screen'), 'ExamCellScreen');

/**
 * The exam cell: exams, their timetables, registration and marks (the Examination role; Authority roles read); its
 * tabs `?tab=memos` (memos and certificates) and `?tab=analysis` (result analysis, also for HoDs and IQAC), and
 * `?exam=ID&results=…` for an open exam and its results tab.
 */
export const examCellRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.examCell,
  ...signedInScreen,
  validateSearch: (search) => v.parse(ExamCellSearchSchema, search),
  component: guardedScreen(function ExamCellRoute() {
    const search = examCellRoute.useSearch();
    const navigate = examCellRoute.useNavigate();
    // The open exam and its results tab replace the address rather than add to history, as a tab switch does.
    const change = (next: Partial<ExamCellSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
    return <ExamCellScreen search={search} onSearch={change} />;
  }),
});

/** A teacher's subjects to mark, and one subject's internal marks grid (?examId=&subjectId=, read by the screen). */
export const internalMarksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.internalMarks,
  ...signedInScreen,
  component: guardedScreen(
    lazyRouteComponent(() => import('../features/exams/internal-marks-screen'), 'InternalMarksScreen'),
  ),
});

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

/**
 * The exam cell: exams, their timetables, registration and marks (the Examination role; Authority roles read); its
 * tabs `?tab=memos` (memos and certificates) and `?tab=analysis` (result analysis, also for HoDs and IQAC).
 */
export const examCellRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.examCell,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/exams/exam-cell-screen'), 'ExamCellScreen'),
});

/** A teacher's subjects to mark, and one subject's internal marks grid (?examId=&subjectId=, read by the screen). */
export const internalMarksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.internalMarks,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/exams/internal-marks-screen'), 'InternalMarksScreen'),
});

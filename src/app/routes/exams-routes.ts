import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

/** The exam cell: exams, their timetables and registration (the Examination role; Authority roles read). */
export const examCellRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.examCell,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/exams/exam-cell-screen'), 'ExamCellScreen'),
});

/** Memos and certificates: a student's transcript, issuing a memo or provisional certificate (the exam cell). */
export const memosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.memos,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/exams/memos-screen'), 'MemosScreen'),
});

/** The analysis of a published exam: the exam cell, Authority and IQAC roles, a HoD for their department. */
export const resultAnalysisRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.resultAnalysis,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/exams/result-analysis-screen'), 'ResultAnalysisScreen'),
});

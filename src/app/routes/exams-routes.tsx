import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { ExamCellSearchSchema } from '../../domain/exams/access';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

const ExamCellScreen = lazyRouteComponent(() => import('../features/exams/exam-cell-screen'), 'ExamCellScreen');

/**
 * The exam cell: exams, their timetables and registration (the Examination role; Authority roles read); its tabs
 * `?tab=memos` (memos and certificates) and `?tab=analysis` (result analysis, also for HoDs and IQAC).
 */
export const examCellRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.examCell,
  validateSearch: (search) => v.parse(ExamCellSearchSchema, search),
  beforeLoad: requireUser,
  component: function ExamCellRoute() {
    return <ExamCellScreen tab={examCellRoute.useSearch().tab ?? 'exams'} />;
  },
});

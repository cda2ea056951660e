import { createRoute, lazyRouteComponent, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

/** The exam cell: exams, their timetables, registration and marks (the Examination role; Authority roles read). */
export const examCellRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.examCell,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/exams/exam-cell-screen'), 'ExamCellScreen'),
});

const InternalMarksScreen = lazyRouteComponent(
  () => import('../features/exams/internal-marks-screen'),
  'InternalMarksScreen',
);
const positive = v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)));
const MarksSearch = v.object({ examId: v.fallback(positive, undefined), subjectId: v.fallback(positive, undefined) });

/** A teacher's subjects to mark, and one subject's internal marks grid (?examId=&subjectId=). */
export const internalMarksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.internalMarks,
  beforeLoad: requireUser,
  validateSearch: (search) => v.parse(MarksSearch, search),
  component: function InternalMarksRoute() {
    const { examId, subjectId } = useSearch({ strict: false }) as { examId?: number; subjectId?: number };
    return <InternalMarksScreen examId={examId} subjectId={subjectId} />;
  },
});

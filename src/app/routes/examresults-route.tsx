import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';

export const examResultsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/examresults', component: lazyRouteComponent(() => import('../features/results/exam-titles-screen'), 'ExamTitlesScreen') });

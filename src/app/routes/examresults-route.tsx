import { createRoute } from '@tanstack/react-router';
import { ExamTitlesScreen } from '../features/results/exam-titles-screen';
import { rootRoute } from './root-route';

export const examResultsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/examresults', component: ExamTitlesScreen });

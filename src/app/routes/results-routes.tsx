import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResultSearchSchema } from '../../domain/results/roll-number';
import { ExamTitlesScreen } from '../features/results/exam-titles-screen';
import { ResultScreen } from '../features/results/result-screen';
import { resultsQueries } from '../features/results/results-queries';
import { startScreenData } from '../lib/route-data';
import { ensureCatalogue, withCatalogue } from '../i18n/app-i18n';
import { rootRoute } from './root-route';
import { signedInRoute } from './screen-route';
import { RESULTS_PATHS } from '../../domain/results/paths';
import type { AppModule } from './app-module';

// Loaders never fail the route: on an error the screen shows its own message (and the device's copy offline).
const ignoreFailure = () => undefined;

// The public screens come with the entry (a visitor's first page), so their words load beside their data instead;
// a catalogue that cannot be fetched leaves the screen in English rather than failing it.
const resultsWords = () => ensureCatalogue('results').catch(ignoreFailure);

/** §2 /examresults: the published exam titles. */
export const examResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: RESULTS_PATHS.examResults,
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(resultsQueries.titles()).catch(ignoreFailure), resultsWords()]),
  component: ExamTitlesScreen,
});

/** §2 /results/{title}?rollNo=: the roll-number lookup and the sheet. */
export const resultRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: RESULTS_PATHS.result,
  validateSearch: (search) => v.parse(ResultSearchSchema, search),
  loaderDeps: ({ search }) => ({ rollNo: search.rollNo }),
  // In the browser the screen shows its progress while the sheet loads, and its query joins this fetch.
  loader: ({ context, params, deps }) =>
    Promise.all([
      deps.rollNo ? startScreenData(context.queryClient, resultsQueries.sheet(params.title, deps.rollNo)) : undefined,
      resultsWords(),
    ]),
  component: function ResultRoute() {
    const { title } = resultRoute.useParams();
    const { rollNo } = resultRoute.useSearch();
    return <ResultScreen key={title} examTitle={title} rollNo={rollNo} />;
  },
});

/** A signed-in student's own results: their exams, each opening their sheet without typing the roll number. */
export const myResultsRoute = signedInRoute(
  RESULTS_PATHS.myResults,
  withCatalogue('results', () => import('../features/results/my-results-screen')),
  'MyResultsScreen',
);

/** The results module's app side (src/app/routes/app-modules.ts): its routes. */
export const RESULTS_APP_MODULE = {
  routes: [examResultsRoute, resultRoute, myResultsRoute],
} satisfies AppModule;

import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import { resultsOperations } from './operations';
import type { ServerModule } from '../server-module';
import { resultsRoutes } from './routes';

/** Published results: the public lookup by roll number and a student's own. */
export const resultsModule: ServerModule = {
  name: 'results',
  mount: '/app',
  permissions: {
    'GET /api/app/getDistinctExamTitlesBy': 'public',
    'GET /api/app/getExamResultByRollNoView': 'public',
    'GET /api/app/getExamResultByRollNoReport': 'public',
  },
  operations: resultsOperations,
  build: ({ results, college, lookups, pdfs }) => ({
    router: new Hono<AppEnv>().route('/', resultsRoutes(results, college, lookups, pdfs)),
  }),
};

import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
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
  summaries: {
    'GET /api/app/getDistinctExamTitlesBy': 'Published exam titles, newest first',
    'GET /api/app/getExamResultByRollNoView':
      'Result sheet of a roll number for an exam title, or {} (query rollNo, examTitle)',
    'GET /api/app/getExamResultByRollNoReport': "Result sheet PDF: { success: 'True', b64 } (query rollNo, examTitle)",
  },
  build: ({ results, college, lookups }) => ({
    router: new Hono<AppEnv>().route('/', resultsRoutes(results, college, lookups)),
  }),
};

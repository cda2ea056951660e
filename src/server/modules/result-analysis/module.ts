import { ANALYSIS_READERS } from '../../../domain/result-analysis/access';
import type { ServerModule } from '../server-module';
import { analysisRoutes } from './analysis-routes';
import { analysisStore } from './analysis-store';
import { resultAnalysisOperations } from './operations';

/** The analysis of a published exam by branch and subject. */
export const resultAnalysisModule: ServerModule = {
  name: 'result-analysis',
  mount: '/app',
  permissions: {
    // The analysis of a published exam: a HoD their department's branches (checked in the handler).
    'GET /api/app/resultAnalysis': ANALYSIS_READERS,
    'GET /api/app/resultAnalysis/export': ANALYSIS_READERS,
  },
  operations: resultAnalysisOperations,
  build: ({ db, clock }) => ({ router: analysisRoutes(analysisStore(db), clock) }),
};

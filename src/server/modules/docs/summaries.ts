import { summaryTable } from '../../module-tables';
import { SERVER_MODULES } from '../../modules';

/** The summaries of the calls no module owns. */
const CORE_SUMMARIES: Readonly<Record<string, string>> = {
  'GET /api/health': 'Database reachability',
  'GET /api/docs': 'This OpenAPI description',
  'GET /api/app/files/:id':
    'A stored file by its public id, to users who may see its owning record (Content-Disposition, nosniff)',
};

/** One line per call of the API description, keyed by permission line: the core's and every module's. */
export const API_SUMMARIES: Readonly<Record<string, string>> = summaryTable(CORE_SUMMARIES, SERVER_MODULES);

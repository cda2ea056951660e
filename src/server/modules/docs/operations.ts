import { ApiDescriptionAnswerSchema, HealthAnswerSchema } from '../../../domain/api/core-answers';
import { operationTable } from '../../module-tables';
import { SERVER_MODULES } from '../../modules';
import type { Operation } from '../server-module';

/** The calls no module owns. */
const CORE_OPERATIONS: Readonly<Record<string, Operation>> = {
  'GET /api/health': {
    summary: 'Database reachability (503 with the same answer when unreachable)',
    answer: HealthAnswerSchema,
  },
  'GET /api/docs': { summary: 'This OpenAPI description', answer: ApiDescriptionAnswerSchema },
  'GET /api/app/files/:id': {
    summary: 'A stored file by its public id, to users who may see its owning record (Content-Disposition, nosniff)',
    produces: 'application/octet-stream',
  },
};

/** Each call of the API description, keyed by permission line: the core's and every module's. */
export const API_OPERATIONS: Readonly<Record<string, Operation>> = operationTable(CORE_OPERATIONS, SERVER_MODULES);

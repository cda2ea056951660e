import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/server/auth/permissions';
import { requestSchemaOf } from '../../src/server/http/request-schemas';
import { SERVER_MODULES } from '../../src/server/modules';
import { openApiPathOf } from '../../src/server/modules/docs/openapi';
import { freshDatabase, type TestDatabase } from './support/databases';
import { testApp } from './support/test-app';

/** The media types of a non-JSON answer: their schema is a binary string. */
const BINARY = { type: 'string', format: 'binary' };

interface DescribedOperation {
  summary?: string;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let paths: Record<string, Record<string, DescribedOperation>>;
beforeAll(async () => {
  database = await freshDatabase('pglite');
  ({ app } = testApp(database.handle));
  ({ paths } = await (await app.request('/api/docs')).json());
});
afterAll(async () => database?.drop());

const operationOf = (line: string) => {
  const [method, path] = line.split(' ') as [string, string];
  return paths[openApiPathOf(path)]?.[method.toLowerCase()];
};

const describedLines = () => [
  'GET /api/health',
  'GET /api/docs',
  'GET /api/app/files/:id',
  ...SERVER_MODULES.flatMap((m) => Object.keys(m.permissions)),
];

describe('GET /api/docs describes each call', () => {
  it('every module has exactly one operation per permission line', () => {
    for (const m of SERVER_MODULES)
      expect(Object.keys(m.operations).sort(), m.name).toEqual(Object.keys(m.permissions).sort());
  });

  it('every call has a summary and a success answer with a schema', () => {
    const missing: string[] = [];
    for (const line of describedLines()) {
      const operation = operationOf(line);
      if (!operation) {
        missing.push(`${line}: not in the document`);
        continue;
      }
      if (!operation.summary || operation.summary === line) missing.push(`${line}: no summary`);
      const [status, success] = Object.entries(operation.responses).find(([code]) => /^2\d\d$|^302$/.test(code)) ?? [];
      if (!status || !success) {
        missing.push(`${line}: no success response`);
        continue;
      }
      if (status === '204' || status === '302') continue;
      const media = Object.entries(success.content ?? {});
      const schemaOk = media.some(
        ([type, { schema }]) =>
          (type === 'application/json' && schema !== undefined) ||
          (type !== 'application/json' && JSON.stringify(schema) === JSON.stringify(BINARY)),
      );
      if (!schemaOk) missing.push(`${line}: no answer schema or media type`);
    }
    expect(missing).toEqual([]);
  });

  it('a call with other success statuses describes each with its answer', () => {
    // Numeric keys list in ascending order, whatever the order they were set in.
    const successes = (line: string) =>
      Object.entries(operationOf(line)?.responses ?? {})
        .filter(([code]) => /^2\d\d$/.test(code))
        .map(([code, response]) => `${code} ${response.content?.['application/json']?.schema ? 'json' : 'none'}`);
    expect(successes('POST /api/app/registerAlumniAccount')).toEqual(['201 json', '202 json']);
    expect(successes('POST /api/app/linkParentStudent')).toEqual(['201 json', '202 json']);
    expect(successes('POST /api/app/savefacultyAchievements')).toEqual(['200 json', '201 json']);
    expect(successes('PUT /api/app/lists/:kind/:id')).toEqual(['200 json', '202 json']);
  });

  it('the calls that word a refused body their own way describe their JSON body', () => {
    const lines = [
      'POST /api/app/timetables',
      'POST /api/app/timetables/:id/slots',
      'POST /api/app/timetables/:id/substitutions',
      'POST /api/app/exams',
      'PUT /api/app/exams/:id',
      'PUT /api/app/exams/:id/subjects/:subjectId',
      'POST /api/app/exams/:id/revaluations',
      'POST /api/app/exams/:id/revaluations/:appId/decide',
      'PUT /api/app/exams/:id/marks/:subjectId/internal',
      'PUT /api/app/exams/:id/marks/:subjectId/external',
      'POST /api/app/attendance/sheets',
      'POST /api/app/allotments',
      'PUT /api/app/allotments/:id',
      'POST /api/app/exams/:id/results/process',
      'PUT /api/app/exams/:id/grace',
      'POST /api/app/exams/:id/results/reject',
      'POST /api/app/exams/:id/results/withdraw',
    ];
    const undescribed = lines.filter((line) => !operationOf(line)?.requestBody?.content['application/json']?.schema);
    expect(undescribed).toEqual([]);
  });

  it("every route's validate() and multipart() schemas are the call's parameters or request body", () => {
    const missing: string[] = [];
    for (const route of app.routes) {
      const recorded = requestSchemaOf(route.handler);
      if (!recorded || route.method === 'ALL') continue;
      const line = `${route.method} ${route.path}`;
      expect(PERMISSIONS, line).toHaveProperty([line]);
      const operation = operationOf(line);
      const places = { query: 'query', param: 'path', header: 'header', cookie: 'cookie' } as const;
      if (recorded.target === 'json' || recorded.target === 'form' || recorded.target === 'multipart') {
        const type = {
          json: 'application/json',
          form: 'application/x-www-form-urlencoded',
          multipart: 'multipart/form-data',
        }[recorded.target];
        if (!operation?.requestBody?.content[type]?.schema) missing.push(`${line}: no ${type} request body`);
      } else if (
        !operation?.parameters?.some((p) => p.in === places[recorded.target as keyof typeof places]) &&
        Object.keys(recorded.schema).length > 0
      )
        missing.push(`${line}: no ${recorded.target} parameters`);
    }
    expect(missing).toEqual([]);
  });
});

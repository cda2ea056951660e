import { Validator } from '@seriousme/openapi-schema-validator';
import OpenAPIBackend, { type Document } from 'openapi-backend';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractCase } from './contract-cases/contract-case';
import { demoCollegeApp } from './support/demo-college-app';
import { SessionClient } from './support/session-client';

/**
 * The API contract: real requests to the demo college, each answer checked against its operation in GET /api/docs
 * by an OpenAPI validator (openapi-backend, over Ajv), and the document itself checked as OpenAPI 3.1
 * (@seriousme/openapi-schema-validator). Each `contract-cases/*-cases.ts` file runs its cases in order, as one test.
 */
const CASE_FILES = import.meta.glob<Record<string, readonly ContractCase[]>>('./contract-cases/*-cases.ts', {
  eager: true,
});

const demo = demoCollegeApp();
let description: Record<string, unknown>;
let api: OpenAPIBackend;

beforeAll(async () => {
  description = await (await demo.app.request('/api/docs')).json();
  // quick: openapi-backend's own check of the document knows OpenAPI 3.0 only; the test below checks it as 3.1.
  const definition: Document = structuredClone(await (await demo.app.request('/api/docs')).json());
  api = new OpenAPIBackend({ definition, quick: true, validate: true, strict: false });
  await api.init();
});

it('GET /api/docs is a valid OpenAPI 3.1 document', async () => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(description));
  expect(result.valid ? [] : result.errors, 'OpenAPI 3.1 errors').toEqual([]);
  expect(validator.version).toBe('3.1');
});

/** What is wrong with one answer, or null when it matches its operation. */
async function mismatch(call: ContractCase, res: Response): Promise<string | null> {
  const url = new URL(call.path, 'http://erp.test');
  const operation = api.router.matchOperation({
    method: call.method.toLowerCase(),
    path: url.pathname.replace(/^\/api/, ''),
    headers: {},
    query: Object.fromEntries(url.searchParams),
  });
  if (!operation) return 'no operation in GET /api/docs';
  const described = operation.responses?.[String(res.status)] ?? operation.responses?.default;
  if (!described || !('content' in described))
    return res.status === 204 || res.status === 302 ? null : `no response described for ${res.status}`;
  const contentType = res.headers.get('content-type') ?? '';
  const content = described.content ?? {};
  if (!contentType.startsWith('application/json')) {
    const declared = Object.keys(content).some((type) => contentType.startsWith(type));
    return declared ? null : `answered ${contentType}, described ${Object.keys(content).join(', ')}`;
  }
  if (!content['application/json']) return `answered JSON, described ${Object.keys(content).join(', ')}`;
  const result = api.validateResponse(await res.json(), operation, res.status);
  return result.errors?.length ? JSON.stringify(result.errors, null, 1) : null;
}

describe('every contract case is answered as GET /api/docs describes', () => {
  for (const [file, exports] of Object.entries(CASE_FILES)) {
    it(
      file,
      async () => {
        const clients = new Map<string, SessionClient>();
        const failures: string[] = [];
        for (const cases of Object.values(exports))
          for (const call of cases) {
            let client = clients.get(call.user ?? '');
            if (!client) {
              client = call.user ? await demo.signedIn(call.user) : new SessionClient(demo.app);
              clients.set(call.user ?? '', client);
            }
            const res = await client.request(call.path, { method: call.method, json: call.json });
            const label = `${call.method} ${call.path} as ${call.user ?? 'anyone'}`;
            if (res.status !== (call.status ?? 200)) {
              failures.push(`${label}: status ${res.status}, expected ${call.status ?? 200}: ${await res.text()}`);
              continue;
            }
            const wrong = await mismatch(call, res);
            if (wrong) failures.push(`${label}: ${wrong}`);
          }
        expect(failures).toEqual([]);
      },
      300_000,
    );
  }
});

import type { Access } from '../../../domain/auth/access';
import { requestSchemaOf, type RequestSchema } from '../../http/request-schemas';
import type { Operation } from '../server-module';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import { requestDescription } from './request-description';

/** '/api/app/receipt/:id{[0-9]+}' → '/app/receipt/{id}' (OpenAPI names path parameters in braces). */
export function openApiPathOf(routePath: string): string {
  return routePath.replace(/^\/api/, '').replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');
}

/** The names of a route pattern's path parameters, in order. */
function pathParametersOf(routePath: string): string[] {
  return [...routePath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');
}

/** One registered handler of the built app (`app.routes`), its path under /api. */
export interface RouteHandler {
  method: string;
  path: string;
  handler: unknown;
}

/** What each permission line's handlers validate, in the order they run. */
function requestSchemasByLine(routes: readonly RouteHandler[]): Map<string, RequestSchema[]> {
  const byLine = new Map<string, RequestSchema[]>();
  for (const { method, path, handler } of routes) {
    const described = requestSchemaOf(handler);
    if (!described || method === 'ALL') continue;
    const key = `${method} ${path}`;
    byLine.set(key, [...(byLine.get(key) ?? []), described]);
  }
  return byLine;
}

const ERROR_ANSWER = { $ref: '#/components/schemas/Error' };
const refusal = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_ANSWER } } });

/** A success response: the answer's JSON Schema, or a binary body of the media type it produces. */
function successResponse(operation: (Pick<Operation, 'answer' | 'produces'> & { status?: number }) | undefined) {
  if (operation?.answer)
    return { description: 'Success', content: { 'application/json': { schema: jsonSchemaOf(operation.answer) } } };
  if (operation?.produces)
    return {
      description: 'Success',
      content: { [operation.produces]: { schema: { type: 'string', format: 'binary' } satisfies JsonSchema } },
    };
  return { description: operation?.status === 302 ? 'Redirect' : 'Success' };
}

/**
 * GET /api/docs: an OpenAPI 3.1 description generated from the permission table (who may call), each module's
 * `operations` (summary, answer schema) and the built app's routes (the request schemas their `validate()` and
 * `multipart()` middleware recorded), so it cannot drift from the code.
 */
export function openApiDocument(
  version: string,
  table: Readonly<Record<string, Access>>,
  operations: Readonly<Record<string, Operation>>,
  routes: readonly RouteHandler[],
) {
  const requests = requestSchemasByLine(routes);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, access] of Object.entries(table)) {
    const [method, routePath] = key.split(' ') as [string, string];
    const described = operations[key];
    const { parameters, requestBody } = requestDescription(requests.get(key) ?? [], pathParametersOf(routePath));
    const operation = {
      operationId: key,
      summary: described?.summary ?? key,
      security: access === 'public' ? [] : [{ session: [] }],
      'x-allowed-roles': access === 'public' ? 'anyone' : access === 'signed-in' ? 'any signed-in user' : access,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [String(described?.status ?? 200)]: successResponse(described),
        ...Object.fromEntries((described?.also ?? []).map((other) => [String(other.status), successResponse(other)])),
        '400': refusal('Invalid input'),
        ...(access === 'public' ? {} : { '401': refusal('No valid session'), '403': refusal('Role not allowed') }),
        '429': refusal('Rate limited'),
        default: refusal('Any other refusal (404, 409, 413, 415, 422, 428, 503)'),
      },
    };
    const openApiPath = openApiPathOf(routePath);
    paths[openApiPath] = { ...paths[openApiPath], [method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Campus ERP API',
      version,
      description:
        'Errors are JSON { message }. Calls keep the names of the seed (§7). A POST, PUT, PATCH or DELETE with an Idempotency-Key header is answered once: a replay gets the stored answer, the same key with another body 422.',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'erp_session' } },
      schemas: {
        Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
      },
    },
    paths,
  };
}

import type { Access } from '../../../domain/auth/access';

/** '/api/app/receipt/:id{[0-9]+}' → '/app/receipt/{id}' (OpenAPI names path parameters in braces). */
export function openApiPathOf(routePath: string): string {
  return routePath.replace(/^\/api/, '').replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');
}

/**
 * GET /api/docs: an OpenAPI 3.1 description generated from the permission table, so it cannot drift; `summaries`
 * holds one line per call, keyed by permission line.
 */
export function openApiDocument(
  version: string,
  table: Readonly<Record<string, Access>>,
  summaries: Readonly<Record<string, string>>,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, access] of Object.entries(table)) {
    const [method, routePath] = key.split(' ') as [string, string];
    const path = routePath.replace(/:([A-Za-z_]+)/g, '{$1}'); // OpenAPI writes path parameters as {id}
    const operation = {
      summary: summaries[key] ?? key,
      security: access === 'public' ? [] : [{ session: [] }],
      'x-allowed-roles': access === 'public' ? 'anyone' : access === 'signed-in' ? 'any signed-in user' : access,
      responses: {
        '200': { description: 'Success' },
        '400': { description: 'Invalid input: { message }' },
        ...(access === 'public'
          ? {}
          : { '401': { description: 'No valid session' }, '403': { description: 'Role not allowed' } }),
        '429': { description: 'Rate limited' },
      },
    };
    const openApiPath = openApiPathOf(path);
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
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'erp_session' } } },
    paths,
  };
}

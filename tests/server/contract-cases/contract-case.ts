/**
 * One real request of the API contract test (tests/server/api-contract.test.ts): sent to the demo college as `user`
 * (a demo username; null for a signed-out caller), its answer checked against the operation's schemas in
 * GET /api/docs. Each `*-cases.ts` file beside this one lists the cases of the modules it names.
 */
export interface ContractCase {
  user: string | null;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as called, with its query string (`/api/app/leave/me?year=2026-2027`). */
  path: string;
  /** A JSON body, for a call that takes one. */
  json?: unknown;
  /** The status the case expects; 200 when absent. */
  status?: number;
}

import { expect } from 'vitest';
import { SessionClient } from './session-client';
import type { testApp } from './test-app';

/** An API answer: its status and JSON body. */
export type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the JSON shape it checks

type App = ReturnType<typeof testApp>['app'];

/**
 * `as(user)`: calls to `/api/app/*` as a demo user, signed in once (password Campus@2026, Remember me, so a suite
 * that moves the clock by days keeps the session) and kept for the suite.
 * `app` is read at the first call, so a suite passes `() => app` before its beforeAll has made it.
 * With `idempotencyKeys`, each call carries a new Idempotency-Key, as the app sends its writes.
 */
export function signedInClients(app: () => App, { idempotencyKeys = false } = {}) {
  const clients = new Map<string, SessionClient>();
  return async (user: string) => {
    if (!clients.has(user)) {
      const client = new SessionClient(app());
      expect((await client.signIn(user, 'Campus@2026', true)).status).toBe(200);
      clients.set(user, client);
    }
    const client = clients.get(user)!;
    const call = async (method: string, path: string, json?: unknown): Promise<Answer> => {
      const headers = idempotencyKeys ? { 'Idempotency-Key': crypto.randomUUID() } : undefined;
      const res = await client.request(`/api/app/${path}`, { method, json, headers });
      return { status: res.status, body: await res.json() };
    };
    return {
      get: (path: string) => call('GET', path),
      post: (path: string, json: unknown) => call('POST', path, json),
      put: (path: string, json: unknown) => call('PUT', path, json),
      delete: (path: string) => call('DELETE', path),
    };
  };
}

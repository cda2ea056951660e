import { afterAll, beforeAll, expect } from 'vitest';
import { seededDatabase, type TestDatabase } from './databases';
import { SessionClient } from './session-client';
import { testApp } from './test-app';

type App = ReturnType<typeof testApp>['app'];

/**
 * The demo college seeded in PGlite with its app, for a file that reads what demo users see; the database dropped
 * after. `signedIn(username)` is a client signed in with the demo password. Fields are set in beforeAll: read
 * them through the returned object.
 */
export function demoCollegeApp() {
  const demo = {
    database: undefined as unknown as TestDatabase,
    app: undefined as unknown as App,
    async signedIn(username: string) {
      const client = new SessionClient(demo.app);
      expect((await client.signIn(username, 'Campus@2026')).status).toBe(200);
      return client;
    },
  };
  beforeAll(async () => {
    demo.database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
    ({ app: demo.app } = testApp(demo.database.handle));
  });
  afterAll(async () => (demo.database as TestDatabase | undefined)?.drop());
  return demo;
}

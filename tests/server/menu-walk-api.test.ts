import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches, branches, sections, students } from '../../src/server/db/schema';
import { ALL_ROLES, demoUserName } from '../../src/domain/auth/roles';
import { linksOf, menuFor } from '../../src/domain/menus/menu-tree';
import { PERMISSIONS, isAllowed } from '../../src/server/auth/permissions';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';
import { demo } from '../support/demo-rolls';

/** What a menu entry must never meet: signed out, forbidden, or nothing there for this user. */
const REFUSALS = [401, 403, 404];

let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle));
  // The demo's attendance (seeded for the running demo, not for the tests' templates) puts the demo student, the
  // parent's child, in CSE section A of the batch on roll: so it is here, or their week has no section to show.
  const { db } = database.handle;
  const [section] = await db
    .select({ id: sections.id })
    .from(sections)
    .innerJoin(batches, eq(batches.id, sections.batchId))
    .innerJoin(branches, eq(branches.id, sections.branchId))
    .where(and(eq(branches.shortName, 'CSE'), eq(batches.startYear, demo.batch.startYear), eq(sections.name, 'A')));
  await db.update(students).set({ sectionId: section!.id }).where(eq(students.rollNo, demo.demoRoll));
}, 300_000);
afterAll(async () => database?.drop());

/** Every menu entry of every demo role: the API its screen reads answers that role with 2xx, and admits it. */
describe('the menu walk: no entry a demo role is offered is refused by its API', () => {
  it.each(ALL_ROLES)('%s', async (role) => {
    const client = new SessionClient(app);
    expect((await client.signIn(demoUserName(role), 'Campus@2026')).status).toBe(200);
    for (const link of linksOf(menuFor([role])).filter((l) => l.api)) {
      const [method, path] = link.api!.split(' ') as [string, string];
      expect(isAllowed(PERMISSIONS[link.api!]!, [role]), `${role} → ${link.label}: ${link.api}`).toBe(true);
      if (method !== 'GET') continue;
      const res = await client.request(path);
      // Without the query its screen adds (an exam title, a section) a route may answer 400; never a refusal.
      const expected = REFUSALS.includes(res.status) || res.status >= 500 ? 'refused' : 'answered';
      expect(expected, `${role} → ${link.label}: ${link.api} answered ${res.status}`).toBe('answered');
    }
  });
});

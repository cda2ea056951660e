import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildingGridSchema } from '../../src/domain/hostel/structure-answers';
import { hostelAllotments, hostelBeds } from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import { POSTGRES_URL, freshDatabase, postgresReachable, type TestDatabase } from './support/databases';
import { applyFor, blocksOf, feesFor, freshStudents } from './support/hostel-registration';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

const reachable = await postgresReachable();
if (!reachable)
  console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the hostel allotment race test is SKIPPED ***\n`);

describe.skipIf(!reachable)('allotting a hostel bed by hand from two desks at once on PostgreSQL', () => {
  let database: TestDatabase;
  let app: Hono;

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    ({ app } = testApp(database.handle));
  }, 300_000);
  afterAll(async () => database?.drop());

  it('gives the last free bed to one of two applicants allotted it at the same moment, and the other a 409', async () => {
    const { db } = database.handle;
    const desks = await Promise.all(
      [0, 1].map(async () => {
        const client = new SessionClient(app);
        expect((await client.signIn('hostel_incharge', 'Campus@2026')).status).toBe(200);
        return client;
      }),
    );
    const { type, boys } = await blocksOf(desks[0]!, 'Race test', 1);
    await feesFor(desks[0]!, type.id, 2_500_000);
    const grid = v.parse(
      BuildingGridSchema,
      await (await desks[0]!.request(`/api/app/hostel/buildings/${String(boys.id)}/grid`)).json(),
    );
    const [first, ...rest] = grid.floors[0]!.rooms[0]!.beds.map((b) => b.id);
    // Every bed of the block but one taken out of service: the one left is the last free bed.
    for (const id of rest) await db.update(hostelBeds).set({ status: 'OUT_OF_SERVICE' }).where(eq(hostelBeds.id, id));
    const applicants = await freshStudents(db, 'MALE', 2);
    const applications = await Promise.all(
      applicants.map((s) => applyFor(desks[0]!, s.id, { preferences: [type.id], distanceKm: 300 })),
    );

    const answers = await Promise.all(
      applications.map((id, i) =>
        desks[i]!.request(`/api/app/hostel/applications/${String(id)}/allot`, { json: { bedId: first } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await db.select().from(hostelAllotments).where(eq(hostelAllotments.bedId, first!));
    expect(rows).toHaveLength(1);
    const [bed] = await db.select().from(hostelBeds).where(eq(hostelBeds.id, first!));
    expect(bed!.status).toBe('OCCUPIED');
  });
});

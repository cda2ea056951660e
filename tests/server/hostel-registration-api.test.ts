import { and, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HOSTEL_ALLOTMENT_MESSAGES as AM } from '../../src/domain/hostel/allotment-rules';
import { HOSTEL_REGISTRATION_MESSAGES as M } from '../../src/domain/hostel/registration';
import {
  AllotmentAppliedSchema,
  AllotmentPreviewSchema,
  AllotmentRulesAnswerSchema,
  ApplicationListSchema,
  ApplicationSavedSchema,
  BedAllottedSchema,
  ExpectedApplicantsSchema,
  MyApplicationSchema,
} from '../../src/domain/hostel/registration-answers';
import { BuildingGridSchema } from '../../src/domain/hostel/structure-answers';
import { english } from '../../src/domain/i18n/translate';
import { feeStructures, hostelAllotments, hostelApplications, hostelBeds, users } from '../../src/server/db/schema';
import { demoCollegeApp } from './support/demo-college-app';
import { applyFor, blocksOf, feesFor, freshStudents, thisYear } from './support/hostel-registration';
import type { SessionClient } from './support/session-client';

const demo = demoCollegeApp();
const db = () => demo.database.handle.db;

const applicationsOf = async (studentId: number) =>
  Number(
    (await db().select({ n: count() }).from(hostelApplications).where(eq(hostelApplications.studentId, studentId)))[0]!
      .n,
  );
const grid = async (client: SessionClient, buildingId: number) =>
  v.parse(
    BuildingGridSchema,
    await (await client.request(`/api/app/hostel/buildings/${String(buildingId)}/grid`)).json(),
  );
const preview = async (incharge: SessionClient) =>
  v.parse(
    AllotmentPreviewSchema,
    await (await incharge.request('/api/app/hostel/allotment/preview', { json: {} })).json(),
  );
const mine = async (student: SessionClient) =>
  v.parse(MyApplicationSchema, await (await student.request('/api/app/hostel/applications/mine')).json());

/** The demo student's own record, and whatever application they already have this year set aside. */
async function demoStudent(student: SessionClient) {
  const [row] = await db().select({ id: users.studentId }).from(users).where(eq(users.username, 'student'));
  const before = await mine(student);
  if (before.application && ['APPLIED', 'WAITLISTED'].includes(before.application.status))
    expect((await student.request('/api/app/hostel/applications/mine/withdraw', { json: {} })).status).toBe(200);
  return row!.id!;
}

describe('hostel applications', () => {
  it('takes a student’s application once, refuses a replay, bad input and other roles, and lets them withdraw', async () => {
    const incharge = await demo.signedIn('hostel_incharge');
    const student = await demo.signedIn('student');
    const studentId = await demoStudent(student);
    const { type } = await blocksOf(incharge, 'Apply test');
    const made = await applicationsOf(studentId);

    const apply = (json: Record<string, unknown>) => student.request('/api/app/hostel/applications', { json });
    const good = { preferences: [type.id], anyRoomType: true, reason: 'My village is 180 km away', distanceKm: 180 };
    const bad = [
      [{ ...good, reason: '' }, M.reasonInvalid, 400],
      [{ ...good, reason: 'x'.repeat(501) }, M.reasonInvalid, 400],
      [{ ...good, reason: '<script>' }, M.reasonInvalid, 400],
      [{ ...good, distanceKm: -1 }, M.distanceInvalid, 400],
      [{ ...good, distanceKm: 12.5 }, M.distanceInvalid, 400],
      [{ ...good, preferences: [type.id, type.id] }, M.preferencesInvalid, 400],
      [{ ...good, anyRoomType: 'yes' }, M.anyRoomTypeInvalid, 400],
      [{ ...good, preferences: [999_999] }, english(M.preferenceUnknown, { ids: '999999' }), 422],
    ] as const;
    for (const [json, message, status] of bad) {
      const res = await apply(json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(await res.json()).toEqual({ message });
    }
    expect(await applicationsOf(studentId)).toBe(made);

    const res = await apply(good);
    expect(res.status).toBe(201);
    const saved = v.parse(ApplicationSavedSchema, await res.json());
    expect(saved).toMatchObject({
      message: english(M.applied, { year: thisYear() }),
      application: { status: 'APPLIED' },
    });
    const replay = await apply({ ...good, distanceKm: 900 });
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ message: english(M.applicationOpen, { year: thisYear() }) });
    expect(await applicationsOf(studentId)).toBe(made + 1);

    const own = await mine(student);
    expect(own.application).toMatchObject({
      id: saved.application.id,
      status: 'APPLIED',
      preferences: [{ id: type.id, name: 'Apply test triple' }],
      distanceKm: 180,
      bed: null,
    });

    // The incharge lists it with what the student's record says; other roles are refused.
    const list = v.parse(
      ApplicationListSchema,
      await (await incharge.request('/api/app/hostel/applications?status=APPLIED')).json(),
    );
    expect(list.applications.find((a) => a.id === saved.application.id)).toMatchObject({ studentId, distanceKm: 180 });
    expect((await incharge.request('/api/app/hostel/applications?page=0')).status).toBe(400);
    v.parse(ExpectedApplicantsSchema, await (await incharge.request('/api/app/hostel/applications/expected')).json());
    const admin = await demo.signedIn('admin');
    expect((await admin.request('/api/app/hostel/applications', { json: good })).status).toBe(403);
    expect((await student.request('/api/app/hostel/applications')).status).toBe(403);
    expect((await student.request('/api/app/hostel/allotment/preview', { json: {} })).status).toBe(403);
    expect((await incharge.request('/api/app/hostel/applications/mine')).status).toBe(403);
    // The incharge applying names the student.
    const nobody = await incharge.request('/api/app/hostel/applications', { json: good });
    expect(await nobody.json()).toEqual({ message: M.studentInvalid });

    const withdraw = () => student.request('/api/app/hostel/applications/mine/withdraw', { json: {} });
    expect(await (await withdraw()).json()).toEqual({ message: M.withdrawn });
    expect((await mine(student)).application).toMatchObject({ id: saved.application.id, status: 'WITHDRAWN' });
    expect((await withdraw()).status).toBe(404);
  });

  it('lets the incharge correct a stated distance and reject, and keeps the rules it sets', async () => {
    const incharge = await demo.signedIn('hostel_incharge');
    const { type } = await blocksOf(incharge, 'Correct test');
    const [someone] = await freshStudents(db(), 'MALE', 1, 40);
    const id = await applyFor(incharge, someone!.id, { preferences: [type.id], distanceKm: 300 });
    const patch = (json: unknown, target = id) =>
      incharge.request(`/api/app/hostel/applications/${String(target)}`, { method: 'PATCH', json });
    expect(await (await patch({})).json()).toEqual({ message: M.correctionInvalid });
    expect((await patch({ distanceKm: 30 })).status).toBe(200);
    expect((await patch({ reject: 'Lives with a guardian in the town' })).status).toBe(200);
    const [row] = await db().select().from(hostelApplications).where(eq(hostelApplications.id, id));
    expect(row).toMatchObject({
      distanceKm: 30,
      status: 'REJECTED',
      rejectReason: 'Lives with a guardian in the town',
    });
    expect(await (await patch({ distanceKm: 40 })).json()).toEqual({ message: M.applicationClosed });
    expect((await patch({ distanceKm: 40 }, 999_999)).status).toBe(404);

    const rules = (json: unknown) => incharge.request('/api/app/hostel/allotment-rules', { method: 'PUT', json });
    const year = thisYear();
    const priority = [
      { by: 'distance', descending: true },
      { by: 'year', descending: false },
    ];
    const tooMuch = await rules({ academicYear: year, minDistanceKm: null, priority, reserved: { SC: 0.7, ST: 0.4 } });
    expect(await tooMuch.json()).toEqual({ message: AM.reservedTooMuch });
    const twice = await rules({
      academicYear: year,
      minDistanceKm: null,
      priority: [...priority, priority[0]],
      reserved: {},
    });
    expect(await twice.json()).toEqual({ message: AM.priorityInvalid });
    expect((await rules({ academicYear: '2026-2028', minDistanceKm: null, priority, reserved: {} })).status).toBe(400);
    // Next year's rules, so this year's allotment tests run under the usual rules.
    const next = `${String(Number(year.slice(0, 4)) + 1)}-${String(Number(year.slice(0, 4)) + 2)}`;
    expect((await rules({ academicYear: next, minDistanceKm: 8, priority, reserved: { SC: 0.15 } })).status).toBe(200);
    const read = v.parse(
      AllotmentRulesAnswerSchema,
      await (await incharge.request(`/api/app/hostel/allotment-rules?year=${next}`)).json(),
    );
    expect(read).toEqual({
      academicYear: next,
      saved: true,
      rules: { minDistanceKm: 8, priority, reserved: { SC: 0.15 } },
    });
  });
});

describe('hostel allotment', () => {
  it('allots by the rules as previewed, occupying the beds and raising each student’s hostel dues', async () => {
    const incharge = await demo.signedIn('hostel_incharge');
    const { type, boys, girls } = await blocksOf(incharge, 'Rules test', 4);
    const men = await freshStudents(db(), 'MALE', 2);
    const women = await freshStudents(db(), 'FEMALE', 2);
    const ids = new Map<number, number>();
    for (const s of [...men, ...women])
      ids.set(await applyFor(incharge, s.id, { preferences: [type.id], distanceKm: 400 }), s.id);

    // Without a fee for the room type, the preview says so and apply refuses, changing nothing.
    const unpriced = await preview(incharge);
    expect(unpriced.missingFees).toContain('Rules test triple');
    const refused = await incharge.request('/api/app/hostel/allotment/apply', {
      json: { fingerprint: unpriced.fingerprint },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toContain('Rules test triple');

    await feesFor(incharge, type.id, 4_500_000);
    const stale = await preview(incharge);
    const mine = stale.allotted.filter((a) => ids.has(a.applicationId));
    expect(mine).toHaveLength(4);
    for (const a of mine) {
      expect(a.block).toBe(a.gender === 'MALE' ? 'Rules test boys' : 'Rules test girls');
      expect(a).toMatchObject({ roomType: 'Rules test triple', feePaise: 4_500_000 });
    }
    // Another applicant since the preview: applying it is refused.
    const [late] = await freshStudents(db(), 'MALE', 1, 2);
    await applyFor(incharge, late!.id, { preferences: [type.id], distanceKm: 2 });
    const changed = await incharge.request('/api/app/hostel/allotment/apply', {
      json: { fingerprint: stale.fingerprint },
    });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({ message: AM.inputsChanged });
    expect(
      (await grid(incharge, boys.id)).floors[0]!.rooms.flatMap((r) => r.beds).every((b) => b.status === 'FREE'),
    ).toBe(true);
    const bad = await incharge.request('/api/app/hostel/allotment/apply', { json: { fingerprint: 'abc' } });
    expect(await bad.json()).toEqual({ message: AM.fingerprintInvalid });

    const plan = await preview(incharge);
    const applied = await incharge.request('/api/app/hostel/allotment/apply', {
      json: { fingerprint: plan.fingerprint },
    });
    expect(applied.status).toBe(200);
    const counts = v.parse(AllotmentAppliedSchema, await applied.json());
    expect(counts).toMatchObject({ allotted: plan.allotted.length, waitlisted: plan.waiting.length });
    const again = await incharge.request('/api/app/hostel/allotment/apply', {
      json: { fingerprint: plan.fingerprint },
    });
    expect(again.status).toBe(409);

    const allotments = await db()
      .select({ studentId: hostelAllotments.studentId, bedId: hostelAllotments.bedId, line: feeStructures })
      .from(hostelAllotments)
      .innerJoin(feeStructures, eq(feeStructures.id, hostelAllotments.feeStructureId))
      .where(inArray(hostelAllotments.applicationId, [...ids.keys()]));
    expect(allotments.map((a) => a.studentId).sort()).toEqual([...ids.values()].sort());
    for (const a of allotments)
      expect(a.line).toMatchObject({ studentId: a.studentId, amountPaise: 4_500_000, dueDate: expect.any(String) });
    const beds = await db()
      .select({ status: hostelBeds.status })
      .from(hostelBeds)
      .where(
        inArray(
          hostelBeds.id,
          allotments.map((a) => a.bedId),
        ),
      );
    expect(beds.map((b) => b.status)).toEqual(['OCCUPIED', 'OCCUPIED', 'OCCUPIED', 'OCCUPIED']);
    const statuses = await db()
      .select({ status: hostelApplications.status })
      .from(hostelApplications)
      .where(and(inArray(hostelApplications.id, [...ids.keys()])));
    expect(statuses.every((s) => s.status === 'ALLOTTED')).toBe(true);

    // The grid names who sleeps in each occupied bed.
    const occupied = (await grid(incharge, girls.id)).floors[0]!.rooms.flatMap((r) => r.beds).filter((b) => b.occupant);
    expect(occupied.map((b) => b.occupant!.rollNo).sort()).toEqual(women.map((w) => w.rollNo).sort());
  });

  it('allots a bed by hand only to a student of the block’s gender, never the same bed twice', async () => {
    const incharge = await demo.signedIn('hostel_incharge');
    const { type, boys, girls } = await blocksOf(incharge, 'Hand test', 1);
    await feesFor(incharge, type.id, 3_000_000);
    const [first, second] = await freshStudents(db(), 'FEMALE', 2, 20);
    const own = await applyFor(incharge, first!.id, { preferences: [], anyRoomType: true, distanceKm: 250 });
    const other = await applyFor(incharge, second!.id, { preferences: [type.id], distanceKm: 90 });
    const bedOf = async (buildingId: number, n: number) =>
      (await grid(incharge, buildingId)).floors[0]!.rooms[0]!.beds[n]!.id;
    const allot = (application: number, bedId: number) =>
      incharge.request(`/api/app/hostel/applications/${String(application)}/allot`, { json: { bedId } });

    const wrong = await allot(own, await bedOf(boys.id, 0));
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ message: M.bedOtherGender });
    expect((await allot(own, 999_999)).status).toBe(404);
    expect(await (await allot(own, 0)).json()).toEqual({ message: M.bedInvalid });
    expect((await allot(999_999, await bedOf(girls.id, 0))).status).toBe(404);
    const made = await allot(own, await bedOf(girls.id, 0));
    expect(made.status).toBe(201);
    const { allotment } = v.parse(BedAllottedSchema, await made.json());
    expect(allotment).toMatchObject({ applicationId: own, feePaise: 3_000_000 });
    const [line] = await db().select().from(feeStructures).where(eq(feeStructures.id, allotment.feeLineId!));
    expect(line).toMatchObject({ studentId: first!.id, amountPaise: 3_000_000 });
    const list = v.parse(
      ApplicationListSchema,
      await (await incharge.request('/api/app/hostel/applications?status=ALLOTTED')).json(),
    );
    expect(list.applications.find((a) => a.id === own)).toMatchObject({
      status: 'ALLOTTED',
      bed: { block: 'Hand test girls', room: '1', bed: 'A' },
    });
    const [cell] = (await grid(incharge, girls.id)).floors[0]!.rooms[0]!.beds;
    expect(cell).toMatchObject({ status: 'OCCUPIED', occupant: { name: first!.name, rollNo: first!.rollNo } });

    // The same bed for another student is refused, and their application stays waiting; a second bed for the first too.
    const taken = await allot(other, await bedOf(girls.id, 0));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: M.bedNotFree });
    const [still] = await db().select().from(hostelApplications).where(eq(hostelApplications.id, other));
    expect(still!.status).toBe('APPLIED');
    expect(await (await allot(own, await bedOf(girls.id, 1))).json()).toEqual({ message: M.applicationClosed });
    const staying = await db().select().from(hostelAllotments).where(eq(hostelAllotments.applicationId, own));
    expect(staying).toHaveLength(1);
  });
});

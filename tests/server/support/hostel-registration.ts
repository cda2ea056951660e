import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import { academicYear } from '../../../src/domain/calendar/academic-year';
import { ApplicationSavedSchema, RoomFeeListSchema } from '../../../src/domain/hostel/registration-answers';
import { BuildingSavedSchema, RoomTypeSavedSchema } from '../../../src/domain/hostel/structure-answers';
import type { Database } from '../../../src/server/db/client';
import { hostelAllotments, hostelApplications, students, users } from '../../../src/server/db/schema';
import type { SessionClient } from './session-client';

/**
 * What the hostel registration tests share: blocks and room types of their own (the demo college may have its
 * hostel seeded), and students with no open application and no bed this year.
 */
export const thisYear = () => academicYear(new Date());

/** A room type and a boys' and a girls' block named for `tag`, each with `rooms` rooms of 3 beds on the ground floor. */
export async function blocksOf(incharge: SessionClient, tag: string, rooms = 2) {
  const type = v.parse(
    RoomTypeSavedSchema,
    await (
      await incharge.request('/api/app/hostel/room-types', { json: { name: `${tag} triple`, beds: 3, ac: false } })
    ).json(),
  ).roomType;
  const block = async (gender: 'MALE' | 'FEMALE') => {
    const { building } = v.parse(
      BuildingSavedSchema,
      await (
        await incharge.request('/api/app/hostel/buildings', {
          json: { name: `${tag} ${gender === 'MALE' ? 'boys' : 'girls'}`, gender, floors: 1 },
        })
      ).json(),
    );
    const added = await incharge.request(`/api/app/hostel/buildings/${String(building.id)}/rooms`, {
      json: { floor: 0, firstNumber: '1', count: rooms, roomTypeId: type.id },
    });
    expect(added.status).toBe(201);
    return building;
  };
  return { type, boys: await block('MALE'), girls: await block('FEMALE') };
}

/** Sets `feePaise` for the room type, and a fee for every room type that has none this year (so apply may go ahead). */
export async function feesFor(incharge: SessionClient, roomTypeId: number, feePaise: number) {
  const { fees } = v.parse(RoomFeeListSchema, await (await incharge.request('/api/app/hostel/room-fees')).json());
  const res = await incharge.request('/api/app/hostel/room-fees', {
    method: 'PUT',
    json: {
      academicYear: thisYear(),
      fees: [
        { roomTypeId, feePaise },
        ...fees.filter((f) => f.feePaise === null && f.roomTypeId !== roomTypeId).map((f) => ({ ...f, feePaise: 1 })),
      ].map(({ roomTypeId: id, feePaise: paise }) => ({ roomTypeId: id, feePaise: paise })),
    },
  });
  expect(res.status).toBe(200);
}

/** Students of a gender on the rolls, with no login, no open application this year and no bed. */
export async function freshStudents(db: Database, gender: 'MALE' | 'FEMALE', n: number, skip = 0) {
  const rows = await db
    .select({ id: students.id, name: students.fullName, rollNo: students.rollNo })
    .from(students)
    .where(
      and(
        eq(students.gender, gender),
        eq(students.status, 'studying'),
        notExists(db.select({ id: users.id }).from(users).where(eq(users.studentId, students.id))),
        notExists(
          db
            .select({ id: hostelApplications.id })
            .from(hostelApplications)
            .where(
              and(
                eq(hostelApplications.studentId, students.id),
                eq(hostelApplications.academicYear, thisYear()),
                inArray(hostelApplications.status, ['APPLIED', 'WAITLISTED', 'ALLOTTED']),
              ),
            ),
        ),
        notExists(
          db
            .select({ id: hostelAllotments.id })
            .from(hostelAllotments)
            .where(and(eq(hostelAllotments.studentId, students.id), isNull(hostelAllotments.toDate))),
        ),
      ),
    )
    .orderBy(sql`${students.id} desc`)
    .limit(n)
    .offset(skip);
  expect(rows).toHaveLength(n);
  return rows;
}

/** A student's application made by the incharge: its id. */
export async function applyFor(
  incharge: SessionClient,
  studentId: number,
  body: { preferences: number[]; distanceKm: number; anyRoomType?: boolean },
) {
  const res = await incharge.request('/api/app/hostel/applications', {
    json: { anyRoomType: false, reason: 'Home is in another district', ...body, studentId },
  });
  expect(res.status).toBe(201);
  return v.parse(ApplicationSavedSchema, await res.json()).application.id;
}

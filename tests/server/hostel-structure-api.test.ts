import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HOSTEL_STRUCTURE_MESSAGES as M } from '../../src/domain/hostel/structure';
import { english } from '../../src/domain/i18n/translate';
import {
  BuildingGridSchema,
  BuildingListSchema,
  BuildingSavedSchema,
  RoomsAddedSchema,
  RoomTypeListSchema,
  RoomTypeSavedSchema,
} from '../../src/domain/hostel/structure-answers';
import { hostelRooms } from '../../src/server/db/schema';
import { demoCollegeApp } from './support/demo-college-app';

const demo = demoCollegeApp();
const rooms = async (buildingId: number) =>
  Number(
    (
      await demo.database.handle.db
        .select({ n: count() })
        .from(hostelRooms)
        .where(eq(hostelRooms.buildingId, buildingId))
    )[0]!.n,
  );

describe('the hostel’s blocks, room types and rooms', () => {
  it('adds room types, a block and its rooms with their beds, and shows the block’s grid and occupancy', async () => {
    const incharge = await demo.signedIn('hostel_incharge');
    const triple = await incharge.request('/api/app/hostel/room-types', {
      json: { name: 'Triple sharing, cooler', beds: 3, ac: false },
    });
    expect(triple.status).toBe(201);
    const tripleType = v.parse(RoomTypeSavedSchema, await triple.json()).roomType;
    expect(tripleType).toMatchObject({ name: 'Triple sharing, cooler', beds: 3, ac: false });
    const again = await incharge.request('/api/app/hostel/room-types', {
      json: { name: 'TRIPLE SHARING, COOLER', beds: 2, ac: true },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: english(M.roomTypeTaken, { name: 'TRIPLE SHARING, COOLER' }) });

    const res = await incharge.request('/api/app/hostel/buildings', {
      json: { name: 'Tungabhadra Block', gender: 'MALE', floors: 3, warden: 'K. Srinivas' },
    });
    expect(res.status).toBe(201);
    const { building } = v.parse(BuildingSavedSchema, await res.json());
    expect(building).toMatchObject({ name: 'Tungabhadra Block', gender: 'MALE', floors: 3, rooms: 0, beds: 0 });

    const add = (json: Record<string, unknown>) =>
      incharge.request(`/api/app/hostel/buildings/${String(building.id)}/rooms`, { json });
    const added = await add({ floor: 1, firstNumber: '101', count: 5, roomTypeId: tripleType.id });
    expect(added.status).toBe(201);
    expect(v.parse(RoomsAddedSchema, await added.json())).toEqual({
      message: english(M.roomsAdded, { count: 5, beds: 15, name: 'Tungabhadra Block' }),
      numbers: ['101', '102', '103', '104', '105'],
      beds: 15,
    });
    // Overlapping numbers add nothing and name the rooms already there.
    const overlap = await add({ floor: 1, firstNumber: '104', count: 3, roomTypeId: tripleType.id });
    expect(overlap.status).toBe(409);
    expect(await overlap.json()).toEqual({ message: english(M.roomsTaken, { numbers: '104, 105' }) });
    expect(await rooms(building.id)).toBe(5);
    // Numbers keep their width and prefix; the ground floor is floor 0.
    const ground = await add({ floor: 0, firstNumber: 'g-08', count: 3, roomTypeId: tripleType.id });
    expect(v.parse(RoomsAddedSchema, await ground.json()).numbers).toEqual(['G-08', 'G-09', 'G-10']);

    const grid = v.parse(
      BuildingGridSchema,
      await (await incharge.request(`/api/app/hostel/buildings/${String(building.id)}/grid`)).json(),
    );
    expect(grid.floors.map((f) => f.floor)).toEqual([0, 1]);
    expect(grid.floors[1]!.rooms.map((r) => r.number)).toEqual(['101', '102', '103', '104', '105']);
    expect(grid.floors[1]!.rooms[0]!.beds.map((b) => `${b.label}:${b.status}`)).toEqual(['A:FREE', 'B:FREE', 'C:FREE']);
    expect(grid.floors[0]!.rooms[0]).toMatchObject({ number: 'G-08', roomType: 'Triple sharing, cooler' });

    // The administrator reads occupancy: beds counted by status.
    const admin = await demo.signedIn('admin');
    const list = v.parse(BuildingListSchema, await (await admin.request('/api/app/hostel/buildings')).json());
    expect(list.buildings.find((b) => b.id === building.id)).toMatchObject({
      rooms: 8,
      beds: 24,
      free: 24,
      occupied: 0,
    });
    const types = v.parse(RoomTypeListSchema, await (await admin.request('/api/app/hostel/room-types')).json());
    expect(types.roomTypes.map((t) => t.name)).toContain('Triple sharing, cooler');
  });

  it('refuses bad input, unknown blocks and room types, floors the block has not, and other roles, changing nothing', async () => {
    const incharge = await demo.signedIn('hostel_incharge');
    const bad = [
      [{ name: '', gender: 'MALE', floors: 2 }, M.buildingNameInvalid],
      [{ name: '<b>Pranahita</b>', gender: 'MALE', floors: 2 }, M.buildingNameInvalid],
      [{ name: 'Pranahita Block', gender: 'BOYS', floors: 2 }, M.genderInvalid],
      [{ name: 'Pranahita Block', gender: 'FEMALE', floors: 31 }, M.floorsInvalid],
      [{ name: 'Pranahita Block', gender: 'FEMALE', floors: '2' }, M.floorsInvalid],
    ] as const;
    for (const [json, message] of bad) {
      const res = await incharge.request('/api/app/hostel/buildings', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    const made = await incharge.request('/api/app/hostel/buildings', {
      json: { name: 'Pranahita Block', gender: 'FEMALE', floors: 2 },
    });
    const { building } = v.parse(BuildingSavedSchema, await made.json());
    const type = v.parse(
      RoomTypeSavedSchema,
      await (
        await incharge.request('/api/app/hostel/room-types', { json: { name: 'Double, AC', beds: 2, ac: true } })
      ).json(),
    ).roomType;
    const add = (id: number | string, json: Record<string, unknown>) =>
      incharge.request(`/api/app/hostel/buildings/${String(id)}/rooms`, { json });
    const upstairs = await add(building.id, { floor: 2, firstNumber: '201', count: 2, roomTypeId: type.id });
    expect(upstairs.status).toBe(422);
    expect(await upstairs.json()).toEqual({ message: english(M.floorOutside, { name: 'Pranahita Block', top: 1 }) });
    expect((await add(building.id, { floor: 1, firstNumber: '101', count: 2, roomTypeId: 999999 })).status).toBe(422);
    expect((await add(999999, { floor: 1, firstNumber: '101', count: 2, roomTypeId: type.id })).status).toBe(404);
    expect((await add('x', { floor: 1, firstNumber: '101', count: 2, roomTypeId: type.id })).status).toBe(400);
    const noDigits = await add(building.id, { floor: 1, firstNumber: 'A-B', count: 2, roomTypeId: type.id });
    expect(await noDigits.json()).toEqual({ message: M.firstNumberInvalid });
    expect((await add(building.id, { floor: 1, firstNumber: '101', count: 61, roomTypeId: type.id })).status).toBe(400);
    expect(await rooms(building.id)).toBe(0);

    const admin = await demo.signedIn('admin');
    expect(
      (await admin.request('/api/app/hostel/buildings', { json: { name: 'Admin Block', gender: 'MALE', floors: 1 } }))
        .status,
    ).toBe(403);
    const student = await demo.signedIn('student');
    expect((await student.request('/api/app/hostel/buildings')).status).toBe(403);
    expect((await student.request(`/api/app/hostel/buildings/${String(building.id)}/grid`)).status).toBe(403);
  });
});

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { HostelGender } from '../../../domain/hostel/allotment';
import {
  bedLabels,
  roomNumbers,
  type BuildingInput,
  type RoomsInput,
  type RoomTypeInput,
} from '../../../domain/hostel/structure';
import type { BuildingGrid, BuildingLine } from '../../../domain/hostel/structure-answers';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import { hostelAllotments, hostelBeds, hostelBuildings, hostelRooms, hostelRoomTypes, students } from '../../db/schema';

type BedStatus = BuildingGrid['floors'][number]['rooms'][number]['beds'][number]['status'];

/** The hostel's blocks, room types, rooms and beds: what the incharge keeps and occupancy reads. */
export function structureStore(db: Database, transaction: TransactionRunner) {
  /** Each block with its rooms and its beds counted by status. */
  async function buildings(id?: number): Promise<BuildingLine[]> {
    const rows = await db
      .select({
        id: hostelBuildings.id,
        name: hostelBuildings.name,
        gender: sql<HostelGender>`${hostelBuildings.gender}`,
        floors: hostelBuildings.floors,
        warden: hostelBuildings.warden,
        rooms: sql<number>`count(distinct ${hostelRooms.id})::int`,
        beds: sql<number>`count(${hostelBeds.id})::int`,
        free: sql<number>`count(${hostelBeds.id}) filter (where ${hostelBeds.status} = 'FREE')::int`,
        held: sql<number>`count(${hostelBeds.id}) filter (where ${hostelBeds.status} = 'HELD')::int`,
        occupied: sql<number>`count(${hostelBeds.id}) filter (where ${hostelBeds.status} = 'OCCUPIED')::int`,
      })
      .from(hostelBuildings)
      .leftJoin(hostelRooms, eq(hostelRooms.buildingId, hostelBuildings.id))
      .leftJoin(hostelBeds, eq(hostelBeds.roomId, hostelRooms.id))
      .where(id === undefined ? undefined : eq(hostelBuildings.id, id))
      .groupBy(hostelBuildings.id)
      .orderBy(asc(sql`lower(${hostelBuildings.name})`));
    return rows;
  }

  return {
    buildings: () => buildings(),
    building: async (id: number) => (await buildings(id))[0] ?? null,

    /** Adds a block; null when its name is taken (whatever its case). */
    async addBuilding(input: BuildingInput): Promise<number | null> {
      const [row] = await db
        .insert(hostelBuildings)
        .values(input)
        .onConflictDoNothing()
        .returning({ id: hostelBuildings.id });
      return row?.id ?? null;
    },

    roomTypes: () =>
      db
        .select({
          id: hostelRoomTypes.id,
          name: hostelRoomTypes.name,
          beds: hostelRoomTypes.beds,
          ac: hostelRoomTypes.ac,
        })
        .from(hostelRoomTypes)
        .orderBy(asc(sql`lower(${hostelRoomTypes.name})`)),

    async roomType(id: number) {
      const [row] = await db
        .select({
          id: hostelRoomTypes.id,
          name: hostelRoomTypes.name,
          beds: hostelRoomTypes.beds,
          ac: hostelRoomTypes.ac,
        })
        .from(hostelRoomTypes)
        .where(eq(hostelRoomTypes.id, id));
      return row ?? null;
    },

    /** Adds a room type; null when its name is taken. */
    async addRoomType(input: RoomTypeInput) {
      const [row] = await db.insert(hostelRoomTypes).values(input).onConflictDoNothing().returning({
        id: hostelRoomTypes.id,
        name: hostelRoomTypes.name,
        beds: hostelRoomTypes.beds,
        ac: hostelRoomTypes.ac,
      });
      return row ?? null;
    },

    /**
     * Adds rooms of a type on a floor, numbered on from the first, each with the type's beds (A, B…), in one
     * transaction: when any number is already in the block, nothing is added and those numbers are answered.
     */
    async addRooms(
      buildingId: number,
      input: RoomsInput,
      beds: number,
    ): Promise<{ numbers: string[]; beds: number } | { taken: string[] }> {
      const numbers = roomNumbers(input.firstNumber, input.count);
      return transaction(async () => {
        const taken = await db
          .select({ number: hostelRooms.number })
          .from(hostelRooms)
          .where(and(eq(hostelRooms.buildingId, buildingId), inArray(sql`upper(${hostelRooms.number})`, numbers)));
        if (taken.length) return { taken: taken.map((t) => t.number).sort() };
        const rooms = await db
          .insert(hostelRooms)
          .values(numbers.map((number) => ({ buildingId, floor: input.floor, number, roomTypeId: input.roomTypeId })))
          .returning({ id: hostelRooms.id });
        const labels = bedLabels(beds);
        await db.insert(hostelBeds).values(rooms.flatMap((r) => labels.map((label) => ({ roomId: r.id, label }))));
        return { numbers, beds: rooms.length * labels.length };
      });
    },

    /** The block's floors, each room on them with its type and beds, in floor and room order. */
    async grid(building: BuildingLine): Promise<BuildingGrid> {
      const rows = await db
        .select({
          roomId: hostelRooms.id,
          floor: hostelRooms.floor,
          number: hostelRooms.number,
          roomType: hostelRoomTypes.name,
          bedId: hostelBeds.id,
          label: hostelBeds.label,
          status: sql<BedStatus>`${hostelBeds.status}`,
          occupant: students.fullName,
          rollNo: students.rollNo,
        })
        .from(hostelRooms)
        .innerJoin(hostelRoomTypes, eq(hostelRoomTypes.id, hostelRooms.roomTypeId))
        .innerJoin(hostelBeds, eq(hostelBeds.roomId, hostelRooms.id))
        // The student staying in the bed, if any (one at most: a unique index on the allotments staying).
        .leftJoin(hostelAllotments, and(eq(hostelAllotments.bedId, hostelBeds.id), isNull(hostelAllotments.toDate)))
        .leftJoin(students, eq(students.id, hostelAllotments.studentId))
        .where(eq(hostelRooms.buildingId, building.id))
        .orderBy(
          asc(hostelRooms.floor),
          asc(sql`length(${hostelRooms.number})`),
          asc(hostelRooms.number),
          asc(hostelBeds.label),
        );
      const floors: BuildingGrid['floors'] = [];
      for (const r of rows) {
        let floor = floors.at(-1);
        if (floor?.floor !== r.floor) floors.push((floor = { floor: r.floor, rooms: [] }));
        let room = floor.rooms.at(-1);
        if (room?.id !== r.roomId)
          floor.rooms.push((room = { id: r.roomId, number: r.number, roomType: r.roomType, beds: [] }));
        room.beds.push({
          id: r.bedId,
          label: r.label,
          status: r.status,
          occupant: r.occupant === null ? null : { name: r.occupant, rollNo: r.rollNo! },
        });
      }
      return { building, floors };
    },
  };
}

export type StructureStore = ReturnType<typeof structureStore>;

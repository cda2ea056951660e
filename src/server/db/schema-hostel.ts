import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns';

/** A hostel block: its name, whom it houses (one gender per block, as Indian college hostels run) and its floors. */
export const hostelBuildings = pgTable(
  'hostel_buildings',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    gender: varchar('gender', { length: 6 }).notNull(),
    floors: smallint('floors').notNull(),
    warden: varchar('warden', { length: 80 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('hostel_buildings_name').on(sql`lower(${t.name})`),
    check('hostel_buildings_gender', sql`${t.gender} in ('MALE', 'FEMALE')`),
    check('hostel_buildings_floors', sql`${t.floors} between 1 and 30`),
  ],
);

/** A kind of room: how many share it and whether it is air-conditioned ("Triple sharing, non-AC"). */
export const hostelRoomTypes = pgTable(
  'hostel_room_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    beds: smallint('beds').notNull(),
    ac: boolean('ac').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hostel_room_types_name').on(sql`lower(${t.name})`),
    check('hostel_room_types_beds', sql`${t.beds} between 1 and 12`),
  ],
);

/** A room of a block, on a floor (0: the ground floor), of a room type; its number is unique in its block. */
export const hostelRooms = pgTable(
  'hostel_rooms',
  {
    id: serial('id').primaryKey(),
    buildingId: integer('building_id')
      .notNull()
      .references(() => hostelBuildings.id),
    floor: smallint('floor').notNull(),
    number: varchar('number', { length: 12 }).notNull(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => hostelRoomTypes.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hostel_rooms_number').on(t.buildingId, sql`upper(${t.number})`),
    index('hostel_rooms_type').on(t.roomTypeId),
  ],
);

/**
 * A bed of a room (A, B, C…): free, held for an applicant being allotted, occupied, or out of service. The room's
 * type says how many beds it was made with.
 */
export const hostelBeds = pgTable(
  'hostel_beds',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => hostelRooms.id),
    label: varchar('label', { length: 2 }).notNull(),
    status: varchar('status', { length: 14 }).notNull().default('FREE'),
  },
  (t) => [
    uniqueIndex('hostel_beds_label').on(t.roomId, t.label),
    check('hostel_beds_status', sql`${t.status} in ('FREE', 'HELD', 'OCCUPIED', 'OUT_OF_SERVICE')`),
  ],
);

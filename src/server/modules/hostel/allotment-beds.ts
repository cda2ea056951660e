import { eq, sql } from 'drizzle-orm';
import type { HostelGender } from '../../../domain/hostel/allotment';
import { HOSTEL_REGISTRATION_MESSAGES as M } from '../../../domain/hostel/registration';
import { english } from '../../../domain/i18n/translate';
import type { Database } from '../../db/client';
import { hostelBeds, hostelBuildings, hostelRooms, hostelRoomTypes } from '../../db/schema';

/** A refusal found inside a transaction: thrown to roll it back, answered with its status and message. */
export class AllotmentRefused extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** Allotting is refused while a room type of a bed to give has no fee for the year: the dues would be wrong. */
export const feeMissing = (roomTypes: readonly string[], academicYear: string) =>
  new AllotmentRefused(422, english(M.feeMissing, { names: roomTypes.join(', '), year: academicYear }));

/** The statuses of an application waiting for a bed. */
export const WAITING_STATUSES = ['APPLIED', 'WAITLISTED'];

/** What a dues line calls a hostel fee: unique per application, so per student. */
export const hostelFeeItem = (academicYear: string, applicationId: number) =>
  `HOSTEL FEE ${academicYear} #${String(applicationId)}`;

/** Beds with where they are (block and its gender, room and its type), for the caller's `where` and order. */
export const bedPlaces = (db: Database) =>
  db
    .select({
      bedId: hostelBeds.id,
      gender: sql<HostelGender>`${hostelBuildings.gender}`,
      roomTypeId: hostelRoomTypes.id,
      roomType: hostelRoomTypes.name,
      block: hostelBuildings.name,
      room: hostelRooms.number,
      bed: hostelBeds.label,
    })
    .from(hostelBeds)
    .innerJoin(hostelRooms, eq(hostelRooms.id, hostelBeds.roomId))
    .innerJoin(hostelBuildings, eq(hostelBuildings.id, hostelRooms.buildingId))
    .innerJoin(hostelRoomTypes, eq(hostelRoomTypes.id, hostelRooms.roomTypeId));

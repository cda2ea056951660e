import * as v from 'valibot';
import { plainText } from '../forms/plain-text';
import { HOSTEL_GENDERS } from './allotment';

/** Every message of the hostel's blocks, room types and rooms, once. */
export const HOSTEL_STRUCTURE_MESSAGES = {
  buildingNameInvalid: /*i18n*/ 'Give the block a name of at most 60 characters',
  genderInvalid: /*i18n*/ 'Choose whom the block houses: boys or girls',
  floorsInvalid: /*i18n*/ 'A block has between 1 and 30 floors',
  wardenInvalid: /*i18n*/ 'The warden’s name is at most 80 characters',
  buildingTaken: /*i18n*/ 'A block named {name} is already there',
  roomTypeNameInvalid: /*i18n*/ 'Give the room type a name of at most 60 characters',
  bedsInvalid: /*i18n*/ 'A room has between 1 and 12 beds',
  acInvalid: /*i18n*/ 'Say whether the room type is air-conditioned',
  roomTypeTaken: /*i18n*/ 'A room type named {name} is already there',
  floorInvalid: /*i18n*/ 'Choose a floor of the block (0 is the ground floor)',
  firstNumberInvalid: /*i18n*/ 'Type the first room’s number, ending in digits (101, G-01)',
  countInvalid: /*i18n*/ 'Add between 1 and 60 rooms at a time',
  roomTypeUnknown: /*i18n*/ 'No such room type',
  buildingUnknown: /*i18n*/ 'No such block',
  floorOutside: /*i18n*/ 'The block {name} has floors 0 to {top}',
  roomsTaken: /*i18n*/ 'These rooms are already in the block: {numbers}',
  idInvalid: /*i18n*/ 'No such block, room type or room',
  buildingAdded: /*i18n*/ 'Block {name} added',
  roomTypeAdded: /*i18n*/ 'Room type {name} added',
  roomsAdded: /*i18n*/ '{count} rooms with {beds} beds added to {name}',
} as const;
const M = HOSTEL_STRUCTURE_MESSAGES;

const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
const named = (max: number, message: string) => v.pipe(plainText(max, message), v.minLength(1, message));

/** POST /api/app/hostel/buildings: a block. */
export const BuildingSchema = v.object({
  name: named(60, M.buildingNameInvalid),
  gender: v.picklist(HOSTEL_GENDERS, M.genderInvalid),
  floors: whole(1, 30, M.floorsInvalid),
  warden: v.optional(plainText(80, M.wardenInvalid), ''),
});
export type BuildingInput = v.InferOutput<typeof BuildingSchema>;

/** POST /api/app/hostel/room-types: a kind of room. */
export const RoomTypeSchema = v.object({
  name: named(60, M.roomTypeNameInvalid),
  beds: whole(1, 12, M.bedsInvalid),
  ac: v.boolean(M.acInvalid),
});
export type RoomTypeInput = v.InferOutput<typeof RoomTypeSchema>;

/** A room number: letters, digits and hyphens, ending in digits, which the next rooms count on from. */
const ROOM_NUMBER = /^[A-Za-z0-9-]{0,8}\d{1,4}$/;

/** POST /api/app/hostel/buildings/:id/rooms: rooms of one type on a floor, numbered on from the first. */
export const RoomsSchema = v.object({
  floor: whole(0, 30, M.floorInvalid),
  firstNumber: v.pipe(
    v.string(M.firstNumberInvalid),
    v.trim(),
    v.toUpperCase(),
    v.regex(ROOM_NUMBER, M.firstNumberInvalid),
  ),
  count: whole(1, 60, M.countInvalid),
  roomTypeId: whole(1, 2_147_483_647, M.roomTypeUnknown),
});
export type RoomsInput = v.InferOutput<typeof RoomsSchema>;

/** An id in the address. */
export const HostelIdParamSchema = v.object({
  id: v.pipe(
    v.string(M.idInvalid),
    v.regex(/^[1-9]\d{0,9}$/, M.idInvalid),
    v.transform(Number),
    v.maxValue(2_147_483_647, M.idInvalid),
  ),
});

/**
 * The numbers of `count` rooms from the first: its trailing digits count on, keeping their width and what comes
 * before them ("101" → 101, 102…; "G-08" → G-08, G-09, G-10).
 */
export function roomNumbers(first: string, count: number): string[] {
  const [, prefix = '', digits = '0'] = /^(.*?)(\d+)$/.exec(first) ?? [];
  const start = Number(digits);
  return Array.from({ length: count }, (_, i) => `${prefix}${String(start + i).padStart(digits.length, '0')}`);
}

/** The labels of a room's beds: A, B, C… */
export const bedLabels = (beds: number): string[] =>
  Array.from({ length: beds }, (_, i) => String.fromCharCode(65 + i));

export const BED_STATUSES = ['FREE', 'HELD', 'OCCUPIED', 'OUT_OF_SERVICE'] as const;
export type BedStatus = (typeof BED_STATUSES)[number];

/** What a bed's status is called on a screen. */
export const BED_STATUS_LABELS: Readonly<Record<BedStatus, string>> = {
  FREE: /*i18n*/ 'Free',
  HELD: /*i18n*/ 'Held',
  OCCUPIED: /*i18n*/ 'Occupied',
  OUT_OF_SERVICE: /*i18n*/ 'Out of service',
};

/** Whom a block houses, as a screen says it. */
export const HOSTEL_GENDER_LABELS: Readonly<Record<(typeof HOSTEL_GENDERS)[number], string>> = {
  MALE: /*i18n*/ 'Boys',
  FEMALE: /*i18n*/ 'Girls',
};

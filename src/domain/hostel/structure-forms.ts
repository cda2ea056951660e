import * as v from 'valibot';
import { wholeNumberText } from '../forms/whole-number-text';
import { BuildingSchema, HOSTEL_STRUCTURE_MESSAGES as M, RoomsSchema, RoomTypeSchema } from './structure';

/**
 * The hostel's structure forms as the screens hold them: numbers and drop-downs as text, converted and then checked
 * by the very field schemas the server uses, so a form and the server answer with the same words.
 */

const building = BuildingSchema.entries;
const roomType = RoomTypeSchema.entries;
const rooms = RoomsSchema.entries;

/** A block: its name, whom it houses, its floors and its warden. */
export const BuildingFormSchema = v.object({ ...building, floors: wholeNumberText(building.floors) });
export type BuildingFormValues = v.InferInput<typeof BuildingFormSchema>;

/** A room type: its name, its beds, and whether it is air-conditioned (a Yes/No choice). */
export const RoomTypeFormSchema = v.object({
  name: roomType.name,
  beds: wholeNumberText(roomType.beds),
  ac: v.pipe(
    v.picklist(['YES', 'NO'], roomType.ac.message),
    v.transform((choice) => choice === 'YES'),
  ),
});
export type RoomTypeFormValues = v.InferInput<typeof RoomTypeFormSchema>;

/** Rooms of one type on a floor of a block (the address of the call), numbered on from the first. */
export const RoomsFormSchema = v.object({
  buildingId: wholeNumberText(
    v.pipe(v.number(M.buildingUnknown), v.integer(M.buildingUnknown), v.minValue(1, M.buildingUnknown)),
  ),
  floor: wholeNumberText(rooms.floor),
  firstNumber: rooms.firstNumber,
  count: wholeNumberText(rooms.count),
  roomTypeId: wholeNumberText(rooms.roomTypeId),
});
export type RoomsFormValues = v.InferInput<typeof RoomsFormSchema>;
export type RoomsFormOutput = v.InferOutput<typeof RoomsFormSchema>;

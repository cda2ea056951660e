import * as v from 'valibot';
import { HOSTEL_GENDERS } from './allotment';
import { BED_STATUSES } from './structure';

const occupancy = { beds: v.number(), free: v.number(), held: v.number(), occupied: v.number() };

/** A block with its beds counted by status. */
export const BuildingLineSchema = v.object({
  id: v.number(),
  name: v.string(),
  gender: v.picklist(HOSTEL_GENDERS),
  floors: v.number(),
  warden: v.string(),
  rooms: v.number(),
  ...occupancy,
});

/** GET /api/app/hostel/buildings: every block, by name. */
export const BuildingListSchema = v.object({ buildings: v.array(BuildingLineSchema) });

/** POST /api/app/hostel/buildings: the block made. */
export const BuildingSavedSchema = v.object({ message: v.string(), building: BuildingLineSchema });

export const RoomTypeLineSchema = v.object({ id: v.number(), name: v.string(), beds: v.number(), ac: v.boolean() });

/** GET /api/app/hostel/room-types; POST answers the one made. */
export const RoomTypeListSchema = v.object({ roomTypes: v.array(RoomTypeLineSchema) });
export const RoomTypeSavedSchema = v.object({ message: v.string(), roomType: RoomTypeLineSchema });

/** POST /api/app/hostel/buildings/:id/rooms: the rooms made, and their beds. */
export const RoomsAddedSchema = v.object({ message: v.string(), numbers: v.array(v.string()), beds: v.number() });

/** GET /api/app/hostel/buildings/:id/grid: the block floor by floor, each room with its beds, as occupancy at a glance. */
export const BuildingGridSchema = v.object({
  building: BuildingLineSchema,
  floors: v.array(
    v.object({
      floor: v.number(),
      rooms: v.array(
        v.object({
          id: v.number(),
          number: v.string(),
          roomType: v.string(),
          beds: v.array(
            v.object({
              id: v.number(),
              label: v.string(),
              status: v.picklist(BED_STATUSES),
              /** Who sleeps in an occupied bed (absent or null for any other). */
              occupant: v.optional(v.nullable(v.object({ name: v.string(), rollNo: v.string() }))),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type BuildingGrid = v.InferOutput<typeof BuildingGridSchema>;
export type BuildingLine = v.InferOutput<typeof BuildingLineSchema>;
export type RoomTypeLine = v.InferOutput<typeof RoomTypeLineSchema>;

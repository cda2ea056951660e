import {
  BuildingGridSchema,
  BuildingListSchema,
  BuildingSavedSchema,
  RoomsAddedSchema,
  RoomTypeListSchema,
  RoomTypeSavedSchema,
} from '../../../domain/hostel/structure-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The hostel's calls, as GET /api/docs describes them. */
export const hostelOperations = {
  'GET /api/app/hostel/buildings': {
    summary: 'Every hostel block, by name, with its rooms and its beds counted free, held and occupied',
    answer: BuildingListSchema,
  },
  'POST /api/app/hostel/buildings': {
    summary: 'Add a block (its name, boys or girls, its floors, the warden); 409 when the name is taken',
    answer: BuildingSavedSchema,
    status: 201,
  },
  'GET /api/app/hostel/buildings/:id/grid': {
    summary: 'A block floor by floor, each room with its type and its beds free, held, occupied or out of service',
    answer: BuildingGridSchema,
  },
  'POST /api/app/hostel/buildings/:id/rooms': {
    summary:
      'Add rooms of one type on a floor, numbered on from the first, each with the type’s beds; 409 naming the numbers already in the block, and nothing added',
    answer: RoomsAddedSchema,
    status: 201,
  },
  'GET /api/app/hostel/room-types': {
    summary: 'The kinds of room (beds in each, air-conditioned or not), by name',
    answer: RoomTypeListSchema,
  },
  'POST /api/app/hostel/room-types': {
    summary: 'Add a kind of room; 409 when the name is taken',
    answer: RoomTypeSavedSchema,
    status: 201,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

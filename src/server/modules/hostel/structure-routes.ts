import { Hono, type Context } from 'hono';
import {
  BuildingSchema,
  HOSTEL_STRUCTURE_MESSAGES as M,
  HostelIdParamSchema,
  RoomsSchema,
  RoomTypeSchema,
} from '../../../domain/hostel/structure';
import { english } from '../../../domain/i18n/translate';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { StructureStore } from './structure-store';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

/**
 * The hostel's blocks, room types and rooms: the readers see each block's occupancy and its grid of beds; the incharge
 * adds blocks, room types and rooms (the permission lines in module.ts say who).
 */
export function structureRoutes(store: StructureStore) {
  return new Hono<AppEnv>()
    .get('/hostel/buildings', async (c) => {
      noStore(c);
      return c.json({ buildings: await store.buildings() });
    })
    .post('/hostel/buildings', validate('json', BuildingSchema), async (c) => {
      const input = c.req.valid('json');
      const id = await store.addBuilding(input);
      if (id === null) return c.json({ message: english(M.buildingTaken, { name: input.name }) }, 409);
      const building = (await store.building(id))!;
      return c.json({ message: english(M.buildingAdded, { name: building.name }), building }, 201);
    })
    .get('/hostel/buildings/:id/grid', validate('param', HostelIdParamSchema), async (c) => {
      noStore(c);
      const building = await store.building(c.req.valid('param').id);
      if (!building) return c.json({ message: M.buildingUnknown }, 404);
      return c.json(await store.grid(building));
    })
    .post(
      '/hostel/buildings/:id/rooms',
      validate('param', HostelIdParamSchema),
      validate('json', RoomsSchema),
      async (c) => {
        const input = c.req.valid('json');
        const building = await store.building(c.req.valid('param').id);
        if (!building) return c.json({ message: M.buildingUnknown }, 404);
        if (input.floor > building.floors - 1)
          return c.json({ message: english(M.floorOutside, { name: building.name, top: building.floors - 1 }) }, 422);
        const type = await store.roomType(input.roomTypeId);
        if (!type) return c.json({ message: M.roomTypeUnknown }, 422);
        const added = await store.addRooms(building.id, input, type.beds);
        if ('taken' in added)
          return c.json({ message: english(M.roomsTaken, { numbers: added.taken.join(', ') }) }, 409);
        return c.json(
          {
            message: english(M.roomsAdded, { count: added.numbers.length, beds: added.beds, name: building.name }),
            ...added,
          },
          201,
        );
      },
    )
    .get('/hostel/room-types', async (c) => {
      noStore(c);
      return c.json({ roomTypes: await store.roomTypes() });
    })
    .post('/hostel/room-types', validate('json', RoomTypeSchema), async (c) => {
      const input = c.req.valid('json');
      const roomType = await store.addRoomType(input);
      if (!roomType) return c.json({ message: english(M.roomTypeTaken, { name: input.name }) }, 409);
      return c.json({ message: english(M.roomTypeAdded, { name: roomType.name }), roomType }, 201);
    });
}

import * as v from 'valibot';
import {
  BuildingGridSchema,
  BuildingListSchema,
  BuildingSavedSchema,
  RoomsAddedSchema,
  RoomTypeListSchema,
  RoomTypeSavedSchema,
} from '../../../domain/hostel/structure-answers';
import { MyApplicationSchema } from '../../../domain/hostel/registration-answers';
import type { BuildingInput, RoomsInput, RoomTypeInput } from '../../../domain/hostel/structure';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';

/** Device copies of what a user saw of the hostel are theirs: named 'hostel:…' so the sign-out sweep deletes them. */
export const HOSTEL_RECORD_PREFIX = 'hostel:';

export const hostelKeys = {
  all: ['hostel'] as const,
  buildings: (user: string) => [...hostelKeys.all, 'buildings', user] as const,
  grid: (user: string, id: number) => [...hostelKeys.all, 'grid', user, id] as const,
  roomTypes: () => [...hostelKeys.all, 'room-types'] as const,
  mine: (user: string) => [...hostelKeys.all, 'mine', user] as const,
};

export const hostelQueries = {
  /** Every block with its beds counted: network first; the occupancy last seen reads again offline. */
  buildings: (user: string) =>
    deviceBacked({
      queryKey: hostelKeys.buildings(user),
      fetch: async () => v.parse(BuildingListSchema, await appApi.get('hostel/buildings').json()),
      table: 'lookups',
      record: [`${HOSTEL_RECORD_PREFIX}${user}/buildings`],
      isCopy: (copy) => v.is(BuildingListSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
  /** A block's beds floor by floor, also read again offline as last seen. */
  grid: (user: string, id: number) =>
    deviceBacked({
      queryKey: hostelKeys.grid(user, id),
      fetch: async () => v.parse(BuildingGridSchema, await appApi.get(`hostel/buildings/${String(id)}/grid`).json()),
      table: 'lookups',
      record: [`${HOSTEL_RECORD_PREFIX}${user}/grid/${String(id)}`],
      isCopy: (copy) => v.is(BuildingGridSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
  roomTypes: () =>
    deviceBacked({
      queryKey: hostelKeys.roomTypes(),
      fetch: async () => v.parse(RoomTypeListSchema, await appApi.get('hostel/room-types').json()),
      table: 'lookups',
      record: [`${HOSTEL_RECORD_PREFIX}room-types`],
      isCopy: (copy) => v.is(RoomTypeListSchema, copy),
      staleTime: 60_000,
    }),
};

/** A student's own application of the year: network first; as last seen when offline. */
export const myApplicationQuery = (user: string) =>
  deviceBacked({
    queryKey: hostelKeys.mine(user),
    fetch: async () => v.parse(MyApplicationSchema, await appApi.get('hostel/applications/mine').json()),
    table: 'lookups',
    record: [`${HOSTEL_RECORD_PREFIX}${user}/mine`],
    isCopy: (copy) => v.is(MyApplicationSchema, copy),
    origin: true,
    staleTime: 30_000,
  });

export const addBuilding = async (body: BuildingInput) =>
  v.parse(BuildingSavedSchema, await appApi.post('hostel/buildings', { json: body }).json());

export const addRoomType = async (body: RoomTypeInput) =>
  v.parse(RoomTypeSavedSchema, await appApi.post('hostel/room-types', { json: body }).json());

export const addRooms = async (buildingId: number, body: RoomsInput) =>
  v.parse(RoomsAddedSchema, await appApi.post(`hostel/buildings/${String(buildingId)}/rooms`, { json: body }).json());

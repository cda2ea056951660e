import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  BuildingGridSchema,
  BuildingListSchema,
  BuildingSavedSchema,
  RoomsAddedSchema,
  RoomTypeListSchema,
  RoomTypeSavedSchema,
} from '../../../domain/hostel/structure-answers';
import {
  AllotmentAppliedSchema,
  AllotmentPreviewSchema,
  ApplicationListSchema,
  BedAllottedSchema,
  ExpectedApplicantsSchema,
  MyApplicationSchema,
  RoomFeeListSchema,
  RoomFeesSavedSchema,
} from '../../../domain/hostel/registration-answers';
import type { RegistrationSearch } from '../../../domain/hostel/registration-desk';
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
  applications: (user: string, search: RegistrationSearch) =>
    [...hostelKeys.all, 'applications', user, search.status ?? '', search.page ?? 1] as const,
  expected: () => [...hostelKeys.all, 'expected'] as const,
  roomFees: () => [...hostelKeys.all, 'room-fees'] as const,
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

const applicationParams = (search: RegistrationSearch) => ({
  ...(search.status ? { status: search.status } : {}),
  page: String(search.page ?? 1),
});

/** The incharge's registration desk: the applications (offline as last seen), the expected applicants, the fees. */
export const registrationQueries = {
  applications: (user: string, search: RegistrationSearch) =>
    deviceBacked({
      queryKey: hostelKeys.applications(user, search),
      fetch: async () =>
        v.parse(
          ApplicationListSchema,
          await appApi.get('hostel/applications', { searchParams: applicationParams(search) }).json(),
        ),
      table: 'lookups',
      record: [
        `${HOSTEL_RECORD_PREFIX}${user}/applications?${new URLSearchParams(applicationParams(search)).toString()}`,
      ],
      isCopy: (copy) => v.is(ApplicationListSchema, copy),
      origin: true,
      staleTime: 15_000,
    }),
  expected: () =>
    queryOptions({
      queryKey: hostelKeys.expected(),
      queryFn: async () => v.parse(ExpectedApplicantsSchema, await appApi.get('hostel/applications/expected').json()),
    }),
  roomFees: () =>
    queryOptions({
      queryKey: hostelKeys.roomFees(),
      queryFn: async () => v.parse(RoomFeeListSchema, await appApi.get('hostel/room-fees').json()),
    }),
};

export const saveRoomFee = async (academicYear: string, roomTypeId: number, feePaise: number) =>
  v.parse(
    RoomFeesSavedSchema,
    await appApi.put('hostel/room-fees', { json: { academicYear, fees: [{ roomTypeId, feePaise }] } }).json(),
  );

export const previewAllotment = async () =>
  v.parse(AllotmentPreviewSchema, await appApi.post('hostel/allotment/preview', { json: {} }).json());

export const applyAllotment = async (fingerprint: string) =>
  v.parse(AllotmentAppliedSchema, await appApi.post('hostel/allotment/apply', { json: { fingerprint } }).json());

export const allotBed = async (applicationId: number, bedId: number) =>
  v.parse(
    BedAllottedSchema,
    await appApi.post(`hostel/applications/${String(applicationId)}/allot`, { json: { bedId } }).json(),
  );

export const addBuilding = async (body: BuildingInput) =>
  v.parse(BuildingSavedSchema, await appApi.post('hostel/buildings', { json: body }).json());

export const addRoomType = async (body: RoomTypeInput) =>
  v.parse(RoomTypeSavedSchema, await appApi.post('hostel/room-types', { json: body }).json());

export const addRooms = async (buildingId: number, body: RoomsInput) =>
  v.parse(RoomsAddedSchema, await appApi.post(`hostel/buildings/${String(buildingId)}/rooms`, { json: body }).json());

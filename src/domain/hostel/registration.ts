import * as v from 'valibot';
import { plainText } from '../forms/plain-text';

/** Every message of hostel applications, room fees and allotment, once. */
export const HOSTEL_REGISTRATION_MESSAGES = {
  preferencesInvalid: /*i18n*/ 'List at most 10 room types in order of preference, each once',
  anyRoomTypeInvalid: /*i18n*/ 'Say whether any room type will do when none preferred is free',
  reasonInvalid: /*i18n*/ 'Give the reason for a hostel seat in 1 to 500 characters, without < or >',
  distanceInvalid: /*i18n*/ 'Give the distance from home to the college in whole kilometres, 0 to 5000',
  studentInvalid: /*i18n*/ 'Choose the student to apply for',
  studentUnknown: /*i18n*/ 'No such student on the rolls',
  notOnRolls: /*i18n*/ 'Only a student on the college’s rolls can apply for the hostel',
  genderUnhoused: /*i18n*/ 'The hostel has blocks for boys and girls only: see the hostel office',
  preferenceUnknown: /*i18n*/ 'These room types are not in the hostel: {ids}',
  applicationOpen: /*i18n*/ 'There is already an open hostel application for {year}',
  applied: /*i18n*/ 'Hostel application for {year} received',
  noApplication: /*i18n*/ 'No hostel application for {year}',
  withdrawRefused:
    /*i18n*/ 'Only an application not yet allotted can be withdrawn: ask the hostel office to vacate the bed',
  withdrawn: /*i18n*/ 'Hostel application withdrawn',
  applicationUnknown: /*i18n*/ 'No such hostel application',
  applicationClosed: /*i18n*/ 'This hostel application is withdrawn, rejected or already allotted',
  statusInvalid: /*i18n*/ 'Choose a status: applied, allotted, waitlisted, withdrawn or rejected',
  pageInvalid: /*i18n*/ 'Choose a page from 1 on',
  rejectInvalid: /*i18n*/ 'Give the reason for rejecting in 1 to 500 characters, without < or >',
  correctionInvalid: /*i18n*/ 'Correct the distance, or reject the application with a reason',
  applicationUpdated: /*i18n*/ 'Hostel application updated',
  yearInvalid: /*i18n*/ 'Give the academic year as 2026-2027',
  feeInvalid: /*i18n*/ 'A room fee is a whole number of paise from 0 to 100000000',
  feeRupeesInvalid: /*i18n*/ 'Type the year’s fee in rupees, up to 10,00,000 (for example 45000)',
  feesInvalid: /*i18n*/ 'Give the fee of 1 to 50 room types, each once',
  feesSaved: /*i18n*/ 'Room fees for {year} saved',
  bedInvalid: /*i18n*/ 'Choose a bed to allot',
  bedUnknown: /*i18n*/ 'No such hostel bed',
  bedNotFree: /*i18n*/ 'This bed is not free: choose another',
  bedOtherGender: /*i18n*/ 'This bed is in a block for other students: boys and girls live in blocks of their own',
  studentHoused: /*i18n*/ 'This student already has a hostel bed',
  feeMissing: /*i18n*/ 'Set the fee of {names} for {year} before allotting',
  bedAllotted: /*i18n*/ '{name} allotted bed {bed} of room {room}, {block}',
} as const;
const M = HOSTEL_REGISTRATION_MESSAGES;

const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
const anId = (message: string) => whole(1, 2_147_483_647, message);
const unique = (ids: number[]) => new Set(ids).size === ids.length;

/** An academic year as the college's calendar names it (April to March): "2026-2027". */
export const HostelYearSchema = v.pipe(
  v.string(M.yearInvalid),
  v.regex(/^\d{4}-\d{4}$/, M.yearInvalid),
  v.check((y) => Number(y.slice(5)) === Number(y.slice(0, 4)) + 1, M.yearInvalid),
);

/** `?year=`: the academic year asked about; the current one when absent. */
export const HostelYearQuerySchema = v.object({ year: v.optional(HostelYearSchema) });

/**
 * POST /api/app/hostel/applications: a student's application for the current academic year. The distance from home
 * is the student's own word (km): the admission address holds no coordinates to measure it from, so the incharge may
 * correct it. Gender, year of study and category are read from the student's record, never taken from here;
 * `studentId` names the student when the incharge applies on their behalf.
 */
export const HostelApplicationSchema = v.object({
  preferences: v.pipe(
    v.array(anId(M.preferencesInvalid), M.preferencesInvalid),
    v.maxLength(10, M.preferencesInvalid),
    v.check(unique, M.preferencesInvalid),
  ),
  anyRoomType: v.boolean(M.anyRoomTypeInvalid),
  reason: v.pipe(plainText(500, M.reasonInvalid), v.minLength(1, M.reasonInvalid)),
  distanceKm: whole(0, 5000, M.distanceInvalid),
  studentId: v.optional(anId(M.studentInvalid)),
});
export type HostelApplicationInput = v.InferOutput<typeof HostelApplicationSchema>;

export const APPLICATION_STATUSES = ['APPLIED', 'ALLOTTED', 'WAITLISTED', 'WITHDRAWN', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The statuses of an application still in the running (one per student and year). */
export const OPEN_STATUSES = ['APPLIED', 'WAITLISTED', 'ALLOTTED'] as const;

/** GET /api/app/hostel/applications?status=&page=&year=: the incharge's list, 50 a page. */
export const ApplicationListQuerySchema = v.object({
  status: v.optional(v.picklist(APPLICATION_STATUSES, M.statusInvalid)),
  page: v.optional(v.pipe(v.string(M.pageInvalid), v.regex(/^[1-9]\d{0,5}$/, M.pageInvalid), v.transform(Number)), '1'),
  year: v.optional(HostelYearSchema),
});

/** PATCH /api/app/hostel/applications/:id: the incharge corrects the stated distance, or rejects with a reason. */
export const ApplicationCorrectionSchema = v.pipe(
  v.object({
    distanceKm: v.optional(whole(0, 5000, M.distanceInvalid)),
    reject: v.optional(v.pipe(plainText(500, M.rejectInvalid), v.minLength(1, M.rejectInvalid))),
  }),
  v.check((c) => c.distanceKm !== undefined || c.reject !== undefined, M.correctionInvalid),
);
export type ApplicationCorrection = v.InferOutput<typeof ApplicationCorrectionSchema>;

/** POST /api/app/hostel/applications/:id/allot: the bed the incharge gives the applicant by hand. */
export const AllotBedSchema = v.object({ bedId: anId(M.bedInvalid) });

/** PUT /api/app/hostel/room-fees: each room type's fee for an academic year, in paise. */
export const RoomFeesSchema = v.object({
  academicYear: HostelYearSchema,
  fees: v.pipe(
    v.array(
      v.object({ roomTypeId: anId(M.feesInvalid), feePaise: whole(0, 100_000_000, M.feeInvalid) }),
      M.feesInvalid,
    ),
    v.minLength(1, M.feesInvalid),
    v.maxLength(50, M.feesInvalid),
    v.check((fees) => unique(fees.map((f) => f.roomTypeId)), M.feesInvalid),
  ),
});
export type RoomFeesInput = v.InferOutput<typeof RoomFeesSchema>;

import * as v from 'valibot';
import { HOSTEL_GENDERS } from './allotment';
import { allotmentRulesEntries } from './allotment-rules';
import { APPLICATION_STATUSES } from './registration';

const message = { message: v.string() };
/** Where an allotted applicant sleeps. */
const BedPlaceSchema = v.object({ block: v.string(), room: v.string(), bed: v.string() });
const PreferenceSchema = v.object({ id: v.number(), name: v.string() });

/** An application as its student reads it. */
const OwnApplicationSchema = v.object({
  id: v.number(),
  status: v.picklist(APPLICATION_STATUSES),
  preferences: v.array(PreferenceSchema),
  anyRoomType: v.boolean(),
  reason: v.string(),
  distanceKm: v.number(),
  appliedAt: v.string(),
  /** Why a waitlisted application waits: TOO_NEAR, NO_BED_OF_PREFERRED_TYPE or NO_BED. */
  waitReason: v.nullable(v.string()),
  rejectReason: v.nullable(v.string()),
  bed: v.nullable(BedPlaceSchema),
});

/** GET /api/app/hostel/applications/mine: the student's application of the academic year, null when none. */
export const MyApplicationSchema = v.object({
  academicYear: v.string(),
  application: v.nullable(OwnApplicationSchema),
});
export type MyApplication = v.InferOutput<typeof MyApplicationSchema>;

/** POST /api/app/hostel/applications: the application made. */
export const ApplicationSavedSchema = v.object({
  ...message,
  application: v.object({ id: v.number(), status: v.picklist(APPLICATION_STATUSES), academicYear: v.string() }),
});

/** A line of the incharge's list: the applicant as their record has them, and what they asked for. */
export const ApplicationLineSchema = v.object({
  ...OwnApplicationSchema.entries,
  studentId: v.number(),
  name: v.string(),
  rollNo: v.string(),
  gender: v.string(),
  year: v.number(),
  category: v.string(),
});
export type ApplicationLine = v.InferOutput<typeof ApplicationLineSchema>;

/** GET /api/app/hostel/applications: a page of 50, oldest application first. */
export const ApplicationListSchema = v.object({
  academicYear: v.string(),
  applications: v.array(ApplicationLineSchema),
  page: v.number(),
  pages: v.number(),
  total: v.number(),
});

/** GET /api/app/hostel/applications/expected: students whose admission asked for the hostel, with no application. */
export const ExpectedApplicantsSchema = v.object({
  academicYear: v.string(),
  students: v.array(
    v.object({ id: v.number(), name: v.string(), rollNo: v.string(), gender: v.string(), year: v.number() }),
  ),
});

/** A message alone: a withdrawal, a correction. */
export const HostelMessageSchema = v.object(message);

/** GET /api/app/hostel/room-fees: every room type with its fee for the year (null: not set). */
export const RoomFeeListSchema = v.object({
  academicYear: v.string(),
  fees: v.array(v.object({ roomTypeId: v.number(), roomType: v.string(), feePaise: v.nullable(v.number()) })),
});
export const RoomFeesSavedSchema = v.object({ ...message, ...RoomFeeListSchema.entries });

/** GET /api/app/hostel/allotment-rules: the year's rules; `saved` false while the usual rules stand. */
export const AllotmentRulesAnswerSchema = v.object({
  academicYear: v.string(),
  saved: v.boolean(),
  rules: v.object(allotmentRulesEntries),
});
export const AllotmentRulesSavedSchema = v.object({ ...message, ...AllotmentRulesAnswerSchema.entries });

const applicantEntries = { applicationId: v.number(), name: v.string(), rollNo: v.string() };

/**
 * POST /api/app/hostel/allotment/preview: what allotting by the rules would do now, the fingerprint of the inputs it
 * read (apply takes it back), and the room types the year has no fee for (apply refuses while any is named).
 */
export const AllotmentPreviewSchema = v.object({
  academicYear: v.string(),
  fingerprint: v.string(),
  allotted: v.array(
    v.object({
      ...applicantEntries,
      gender: v.picklist(HOSTEL_GENDERS),
      bedId: v.number(),
      ...BedPlaceSchema.entries,
      roomType: v.string(),
      feePaise: v.nullable(v.number()),
      reserved: v.nullable(v.string()),
    }),
  ),
  waiting: v.array(v.object({ ...applicantEntries, reason: v.string(), rank: v.nullable(v.number()) })),
  missingFees: v.array(v.string()),
});
export type AllotmentPreview = v.InferOutput<typeof AllotmentPreviewSchema>;

/** POST /api/app/hostel/allotment/apply: how many were allotted and waitlisted. */
export const AllotmentAppliedSchema = v.object({ ...message, allotted: v.number(), waitlisted: v.number() });

/** POST /api/app/hostel/applications/:id/allot: the allotment made by hand. */
export const BedAllottedSchema = v.object({
  ...message,
  allotment: v.object({
    id: v.number(),
    applicationId: v.number(),
    bedId: v.number(),
    fromDate: v.string(),
    feePaise: v.number(),
    feeLineId: v.nullable(v.number()),
  }),
});

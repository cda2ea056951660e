import * as v from 'valibot';
import { ALLOTMENT_CRITERIA, type AllotmentRules } from './allotment';
import { HostelYearSchema } from './registration';

/** Every message of the allotment rules and the allotment run, once. */
export const HOSTEL_ALLOTMENT_MESSAGES = {
  minDistanceInvalid: /*i18n*/ 'The minimum distance is a whole number of kilometres from 0 to 5000, or none',
  priorityInvalid: /*i18n*/ 'Order the criteria year, distance and day applied, each at most once',
  reservedInvalid: /*i18n*/ 'Each reserved share names a category of at most 16 characters and a share from 0 to 1',
  reservedTooMuch: /*i18n*/ 'The reserved shares together keep at most all the beds',
  rulesSaved: /*i18n*/ 'Allotment rules for {year} saved',
  fingerprintInvalid: /*i18n*/ 'Preview the allotment before applying it',
  inputsChanged: /*i18n*/ 'The applicants or beds changed; preview again',
  allotmentApplied: /*i18n*/ '{allotted} beds allotted, {waiting} applicants waitlisted',
} as const;
const M = HOSTEL_ALLOTMENT_MESSAGES;

const CATEGORY = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,15}$/;

/** The rules' fields, as `AllotmentRules` (allotment.ts) has them; the answer schema reuses them. */
export const allotmentRulesEntries = {
  minDistanceKm: v.nullable(
    v.pipe(
      v.number(M.minDistanceInvalid),
      v.integer(M.minDistanceInvalid),
      v.minValue(0, M.minDistanceInvalid),
      v.maxValue(5000, M.minDistanceInvalid),
    ),
  ),
  priority: v.pipe(
    v.array(
      v.object({
        by: v.picklist(ALLOTMENT_CRITERIA, M.priorityInvalid),
        descending: v.boolean(M.priorityInvalid),
      }),
      M.priorityInvalid,
    ),
    v.check((p) => new Set(p.map((c) => c.by)).size === p.length, M.priorityInvalid),
  ),
  reserved: v.pipe(
    v.record(
      v.pipe(v.string(M.reservedInvalid), v.regex(CATEGORY, M.reservedInvalid)),
      v.pipe(v.number(M.reservedInvalid), v.minValue(0, M.reservedInvalid), v.maxValue(1, M.reservedInvalid)),
      M.reservedInvalid,
    ),
    v.check((r) => Object.values(r).reduce((sum, share) => sum + share, 0) <= 1, M.reservedTooMuch),
  ),
};

/** PUT /api/app/hostel/allotment-rules: the rules for an academic year. */
export const AllotmentRulesSchema = v.object({ academicYear: HostelYearSchema, ...allotmentRulesEntries });
export type AllotmentRulesInput = v.InferOutput<typeof AllotmentRulesSchema>;

/** The rules of a saved input, as `allotBeds` takes them (the compiler checks the schema builds that type). */
export const rulesOf = ({ minDistanceKm, priority, reserved }: AllotmentRulesInput): AllotmentRules => ({
  minDistanceKm,
  priority,
  reserved,
});

/** POST /api/app/hostel/allotment/apply: the fingerprint the preview answered. */
export const AllotmentApplySchema = v.object({
  fingerprint: v.pipe(v.string(M.fingerprintInvalid), v.regex(/^[0-9a-f]{64}$/, M.fingerprintInvalid)),
});

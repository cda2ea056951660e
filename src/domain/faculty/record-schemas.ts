import * as v from 'valibot';
import { calendarDate } from '../calendar/calendar-date';
import { FACULTY_MESSAGES as M } from './messages';

const FIRST_RECORD_YEAR = 1950;
/** Records may be dated up to next year (a paper accepted for next year's volume). */
export const lastRecordYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;

/** Crossref's recommended DOI pattern: 10.<registrant>/<suffix>. */
const DOI_PATTERN = /^10\.\d{4,9}\/[-._;()/:a-zA-Z0-9<>[\]]+$/;

// A missing field gets the same message as an empty one (the object would only say "Invalid key").
const text = (what: Parameters<typeof M.tooLong>[0], required: string, max: number) =>
  v.pipe(v.optional(v.string(required), ''), v.trim(), v.nonEmpty(required), v.maxLength(max, M.tooLong(what, max)));

const year = v.pipe(
  v.optional(v.number(M.yearWhole), Number.NaN),
  v.integer(M.yearWhole),
  v.check(
    (y) => y >= FIRST_RECORD_YEAR && y <= lastRecordYear(),
    () => M.yearRange(FIRST_RECORD_YEAR, lastRecordYear()),
  ),
);

const calendarDateField = v.pipe(v.optional(v.string(M.dateInvalid), ''), calendarDate(M.dateInvalid));

/** A publication (title, venue, year, DOI, indexing, citations); an empty DOI is stored as none. */
export const PublicationSchema = v.object({
  title: text('Title', M.titleRequired, 500),
  venue: text('Journal or conference', M.venueRequired, 300),
  year,
  doi: v.optional(
    v.pipe(
      v.nullable(v.string(M.doiInvalid), ''),
      v.transform((s) => s.trim()),
      v.check((s) => s === '' || DOI_PATTERN.test(s), M.doiInvalid),
      v.maxLength(200, M.tooLong('DOI', 200)),
      v.transform((s) => (s === '' ? null : s)),
    ),
    null,
  ),
  scopus: v.optional(v.boolean(M.indexedBoolean), false),
  webOfScience: v.optional(v.boolean(M.indexedBoolean), false),
  citations: v.optional(
    v.pipe(
      v.number(M.citationsWhole),
      v.integer(M.citationsWhole),
      v.minValue(0, M.citationsWhole),
      v.maxValue(1_000_000, M.citationsWhole),
    ),
    0,
  ),
});
export type PublicationInput = v.InferOutput<typeof PublicationSchema>;

/** A memorandum of understanding with another organisation. */
export const MouSchema = v.pipe(
  v.object({
    partner: text('Partner organisation', M.partnerRequired, 300),
    purpose: text('Purpose', M.purposeRequired, 1000),
    signedOn: calendarDateField,
    validUntil: v.optional(v.nullable(calendarDateField), null),
  }),
  v.check((m) => m.validUntil === null || m.validUntil >= m.signedOn, M.validUntilBeforeSigned),
);
export type MouInput = v.InferOutput<typeof MouSchema>;

/** An award or honour given to the faculty member. */
export const AwardSchema = v.object({
  title: text('Title', M.titleRequired, 300),
  awardedBy: text('Awarded by', M.awardedByRequired, 300),
  year,
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, M.tooLong('Description', 1000))), ''),
});
export type AwardInput = v.InferOutput<typeof AwardSchema>;

import * as v from 'valibot';

/**
 * The timetables screen's address: `?timetable=ID` (the timetable open) and `&date=YYYY-MM-DD` (the date its
 * substitute form starts on; the HoD dashboard links a class to cover this way). Anything else is dropped.
 */
export const TimetablesSearchSchema = v.object({
  timetable: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined),
  date: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
});
export type TimetablesSearch = v.InferOutput<typeof TimetablesSearchSchema>;

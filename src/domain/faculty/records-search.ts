import * as v from 'valibot';

/** The faculty database screens' search: `?empCode=EMP0041` shows one member's records; anything else is dropped. */
export const FacultyRecordsSearchSchema = v.object({
  empCode: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,16}$/))), undefined),
});

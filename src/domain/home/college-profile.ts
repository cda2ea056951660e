import * as v from 'valibot';

/** The college's code (§7 getCollegeName) and display name, used for headings and PDF letterheads. */
export const CollegeProfileSchema = v.object({ code: v.string(), name: v.string() });
export type CollegeProfile = v.InferOutput<typeof CollegeProfileSchema>;

import * as v from 'valibot';

/**
 * The college's code (§7 getCollegeName) and display name, used for headings and PDF letterheads, and the
 * addresses of the logo and banner it uploaded (null, or absent in a copy kept from before: none).
 */
export const CollegeProfileSchema = v.object({
  code: v.string(),
  name: v.string(),
  logo: v.optional(v.nullable(v.string()), null),
  banner: v.optional(v.nullable(v.string()), null),
  /** No student is on roll yet: the college is being set up, and the home page says so. */
  settingUp: v.optional(v.boolean(), false),
});
export type CollegeProfile = v.InferOutput<typeof CollegeProfileSchema>;

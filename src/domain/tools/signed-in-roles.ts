import * as v from 'valibot';

/** The part of GET /api/auth/me the kiosk check reads: the signed-in user's roles (none when absent). */
export const SignedInRolesSchema = v.object({ roles: v.optional(v.array(v.string()), []) });

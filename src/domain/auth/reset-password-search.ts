import * as v from 'valibot';
import { sameOriginPath } from './sign-in-redirect';

/**
 * Search of /reset-password: the `?token=` of the mailed link (checked by the server, not here) and, for the first
 * administrator's link, `?next=`: where the sign-in after the new password goes (a path of this site, else dropped).
 */
export const ResetPasswordSearchSchema = v.object({
  token: v.optional(v.pipe(v.unknown(), v.transform(String)), ''),
  next: v.pipe(v.optional(v.unknown()), v.transform(sameOriginPath)),
});

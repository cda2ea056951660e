import * as v from 'valibot';

/** Search of /reset-password: the `?token=` of the mailed link (checked by the server, not here). */
export const ResetPasswordSearchSchema = v.object({ token: v.optional(v.pipe(v.unknown(), v.transform(String)), '') });

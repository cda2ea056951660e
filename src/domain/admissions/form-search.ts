import * as v from 'valibot';

/**
 * /admissionForm?modify={admission or roll number}: the register opens a record in modify mode. An Aadhaar
 * number is never taken from a URL (it would reach history and logs), so 12 digits are dropped.
 */
export const AdmissionFormSearchSchema = v.object({
  modify: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9-]{1,20}$/),
        v.check((s) => !/^\d{12}$/.test(s)),
      ),
    ),
    undefined,
  ),
});

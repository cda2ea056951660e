import * as v from 'valibot';
import { mobileText } from '../admissions/field-rules';
import { PARENT_PROFILE_MESSAGES as M } from './messages';

/** A parent's relation to the students they follow (parent_profiles.relation). */
export const PARENT_RELATIONS = [/*i18n*/ 'Father', /*i18n*/ 'Mother', /*i18n*/ 'Guardian'] as const;
export type ParentRelation = (typeof PARENT_RELATIONS)[number];

export const PARENT_NAME_MAX = 100;
export const PARENT_ADDRESS_MAX = 300;

/** A letter first, then letters of any script with their marks and joiners (Telugu and Devanagari), spaces, . ' -. */
const PERSON_NAME = /^\p{L}[\u200d\u200c\p{L}\p{M} .'-]*$/u;
/** An Indian mobile number: 10 digits, the first 6 to 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** Markup brackets and control characters; an address keeps its line breaks (and tabs become spaces). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const NOT_PLAIN_ADDRESS = /[\u0000-\u0008\u000b-\u001f\u007f<>]/;

/**
 * PUT /api/app/parent/profile, and the My Profile form as it is (every field text): the parent's name, mobile,
 * relation to the students and postal address. The e-mail is the account's sign-in and reset address, so it is not
 * part of it. Names and addresses are plain text: markup is refused, never stored to be escaped later.
 */
export const ParentProfileSchema = v.object({
  fullName: v.pipe(
    v.string(M.nameRequired),
    v.transform((s) => s.trim().replace(/\s+/g, ' ')),
    v.nonEmpty(M.nameRequired),
    v.maxLength(PARENT_NAME_MAX, M.nameTooLong),
    v.regex(PERSON_NAME, M.nameInvalid),
  ),
  // Pasted as '+91 98765 43210' it is the mobile 9876543210.
  mobile: v.pipe(
    v.string(M.mobileRequired),
    v.transform(mobileText),
    v.nonEmpty(M.mobileRequired),
    v.regex(INDIAN_MOBILE, M.mobileInvalid),
  ),
  relation: v.picklist(PARENT_RELATIONS, M.relationRequired),
  address: v.pipe(
    v.optional(v.string(M.addressInvalid), ''),
    v.transform((s) => s.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim()),
    v.maxLength(PARENT_ADDRESS_MAX, M.addressTooLong),
    v.check((s) => !NOT_PLAIN_ADDRESS.test(s), M.addressInvalid),
  ),
});
export type ParentProfileInput = v.InferOutput<typeof ParentProfileSchema>;

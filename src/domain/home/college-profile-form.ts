import * as v from 'valibot';
import { textField } from '../academic/list-fields';
import { LIST_MESSAGES as M } from '../academic/messages';
import { CollegeImageSchema } from '../setup/college-images';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Phone numbers as a college writes them: digits, spaces, + - ( ) and commas between numbers. */
const PHONES = /^[0-9+()\- ,]{6,80}$/;

/** The college profile an administrator keeps (College Profile screen): the name and the §3 contact details. */
export const CollegeProfileFormSchema = v.object({
  name: textField(160),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(M.fillAll),
    v.maxLength(120, M.invalid),
    v.regex(EMAIL, M.invalid),
    v.toLowerCase(),
  ),
  address: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(M.fillAll),
    v.maxLength(400, M.invalid),
    v.regex(/^[^<>]+$/, M.invalid),
  ),
  phones: v.pipe(v.string(), v.trim(), v.nonEmpty(M.fillAll), v.regex(PHONES, M.invalid)),
  aboutUs: v.pipe(
    v.optional(v.string(M.invalid), ''),
    v.trim(),
    v.maxLength(2000, M.invalid),
    v.regex(/^[^<>]*$/, M.invalid),
  ),
});
export type CollegeProfileForm = v.InferOutput<typeof CollegeProfileFormSchema>;

/**
 * The saved profile as the College Profile screen reads it: the form's fields, the code, whether the contact
 * details were saved, and the uploaded logo and banner (null: none, the install's badge and no banner show).
 */
export const CollegeProfileDetailsSchema = v.object({
  code: v.string(),
  name: v.string(),
  email: v.string(),
  address: v.string(),
  phones: v.string(),
  aboutUs: v.string(),
  contactSaved: v.boolean(),
  logo: v.nullable(CollegeImageSchema),
  banner: v.nullable(CollegeImageSchema),
});
export type CollegeProfileDetails = v.InferOutput<typeof CollegeProfileDetailsSchema>;

/** PUT {app}/collegeProfile and a picture's upload or removal: what was done and the profile as it is now. */
export const CollegeProfileChangedSchema = v.object({ message: v.string(), profile: CollegeProfileDetailsSchema });
export type CollegeProfileChanged = v.InferOutput<typeof CollegeProfileChangedSchema>;

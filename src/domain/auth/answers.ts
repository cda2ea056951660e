import * as v from 'valibot';
import { LocaleSchema } from '../i18n/locales';

// The answers of the auth calls (sign-in, password changes, sign-up, login creation), as the client parses them.

/** The answer of a call that only reports what it did: reset link sent, password reset, signed up, … */
export const MessageAnswerSchema = v.object({ message: v.string() });
export type MessageAnswer = v.InferOutput<typeof MessageAnswerSchema>;

/**
 * POST {auth}/signin: who signed in, the page their roles open first and the interface language their account keeps
 * (null until they choose one: the device's language stays).
 */
export const SignedInSchema = v.object({
  username: v.string(),
  roles: v.array(v.string()),
  landing: v.string(),
  language: v.nullable(LocaleSchema),
});
export type SignedIn = v.InferOutput<typeof SignedInSchema>;

/** POST {auth}/signin and GET {auth}/me in full: the user's display fields, `new` (may create users) and landing. */
export const SessionAnswerSchema = v.object({
  ...SignedInSchema.entries,
  email: v.string(),
  fullName: v.string(),
  program: v.nullable(v.string()),
  collegeName: v.nullable(v.string()),
  instituteType: v.nullable(v.string()),
  collegeId: v.nullable(v.number()),
  new: v.picklist(['true', 'false']),
});

/** POST {auth}/resetUserPasswords: status 1 when the password changed, 0 when the old one was wrong (§5). */
export const PasswordChangedSchema = v.object({ status: v.picklist([0, 1]), message: v.string() });

/** POST {app}/createStudentLogins, …/createFacultyLogins: `success` is the text 'true', `msg` what was done. */
export const LoginsCreatedSchema = v.object({ success: v.literal('true'), msg: v.string() });
export type LoginsCreated = v.InferOutput<typeof LoginsCreatedSchema>;

/** The part of GET {auth}/me the service worker reads: who is signed in on this device (absent: nobody known). */
export const SignedInUserNameSchema = v.object({ username: v.optional(v.string()) });

import * as v from 'valibot';
import { STRONG_PASSWORD } from '../auth/schemas';
import { ClaimCodeSchema } from '../auth/student-claim';
import { DateOfBirthSchema } from '../parents/schemas';
import { RollNumberSchema } from '../results/roll-number';
import { ALUMNI_MESSAGES as M } from './messages';

/**
 * POST /api/app/registerAlumniAccount (public, ours): an alumnus without an account proves who they are with
 * the roll number and date of birth on the students table and the one-time code sent to the contact on the
 * admission record; the account's user name is the roll number.
 */
export const AlumniAccountSchema = v.pipe(
  v.object({
    rollNumber: RollNumberSchema,
    dateOfBirth: DateOfBirthSchema,
    email: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.nonEmpty(M.required),
      v.maxLength(254, M.tooLong),
      v.email(M.emailInvalid),
    ),
    password: v.pipe(v.optional(v.string(), ''), v.nonEmpty(M.required), v.regex(STRONG_PASSWORD, M.passwordRule)),
    confirmPassword: v.pipe(v.optional(v.string(), ''), v.nonEmpty(M.required)),
    /** Empty: send the one-time code to the student's e-mail; else the code that was sent. */
    code: ClaimCodeSchema,
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (f) => f.password === f.confirmPassword, M.passwordsDiffer),
    ['confirmPassword'],
  ),
);
export type AlumniAccount = v.InferOutput<typeof AlumniAccountSchema>;

import { Hono } from 'hono';
import { AlumniAccountSchema } from '../../../domain/alumni/account-schema';
import { ALUMNI_MESSAGES as M, alumniUserName } from '../../../domain/alumni/messages';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { GuessablePassword } from '../../auth/common-passwords';
import type { AppEnv } from '../../auth/session-user';
import { sendClaimAnswer, type StudentClaims } from '../../auth/student-claims';
import type { lookupLimiter } from '../../http/lookup-limit';
import { validate } from '../../http/validate';
import { DuplicateUserError, type accountsStore } from '../auth/service';
import type { AlumniStore } from './alumni-store';

/**
 * The way in for an alumnus without an account (ours): roll number and date of birth must match the students
 * table, and then the one-time code sent to the student's e-mail on the admission record (the same call again
 * with `code`); then a ROLE_ALUMNI account is made with the roll number as its user name. The first step answers
 * the same whether or not the date of birth matched; each claimant (named by the account's e-mail) has a code of
 * their own. A miss counts like a missed public results lookup per address (429), and against the roll number
 * from any address.
 */
export function alumniAccountRoutes(
  alumni: AlumniStore,
  accounts: ReturnType<typeof accountsStore>,
  lookups: ReturnType<typeof lookupLimiter>,
  claims: StudentClaims,
  isGuessable: GuessablePassword,
) {
  return new Hono<AppEnv>().post(
    '/registerAlumniAccount',
    lookups.check,
    validate('json', AlumniAccountSchema),
    async (c) => {
      const { rollNumber, dateOfBirth, email, password, code } = c.req.valid('json');
      // Before a code is sent: the alumnus fixes the password first, not after proving who they are.
      if (await isGuessable(password)) return c.json({ message: AUTH_MESSAGES.commonPassword }, 400);
      // Before a code is spent: the account could not be made with this address anyway.
      if ((await accounts.byEmail(email)).length > 0) return c.json({ message: AUTH_MESSAGES.duplicateEmail }, 409);
      const attempt = await claims.begin(rollNumber);
      if (attempt.locked) return sendClaimAnswer(c, attempt.locked);
      // Before the date of birth is looked at, so this answer says nothing about it.
      if (await alumni.accountExists(rollNumber)) {
        await attempt.release();
        return c.json({ message: M.accountExists }, 409);
      }
      const student = await alumni.studentMatches(rollNumber, dateOfBirth);
      if (!student) {
        const limited = await lookups.miss(c);
        if (limited) return limited;
      }
      const claimed = student && { id: student.id, rollNo: rollNumber };
      const proof = await attempt.prove('alumni-account', claimed, { requester: 0, name: email }, code);
      if (!('proved' in proof)) return sendClaimAnswer(c, proof);
      const username = alumniUserName(rollNumber);
      try {
        const userId = await accounts.create({
          username,
          email,
          fullName: student!.fullName,
          password,
          roles: ['ROLE_ALUMNI'],
          modules: ['Placements Cell'],
        });
        await alumni.linkAccount(userId, rollNumber);
      } catch (error) {
        if (!(error instanceof DuplicateUserError)) throw error;
        return c.json({ message: error.taken === 'email' ? AUTH_MESSAGES.duplicateEmail : M.accountExists }, 409);
      }
      await claims.completed('alumni-account', proof.proved, username);
      return c.json({ message: M.accountCreated(username), username }, 201);
    },
  );
}

import { Hono } from 'hono';
import { AlumniAccountSchema } from '../../../domain/alumni/account-schema';
import { ALUMNI_MESSAGES as M, alumniUserName } from '../../../domain/alumni/messages';
import type { AppEnv } from '../../auth/session-user';
import type { lookupLimiter } from '../../http/lookup-limit';
import { validate } from '../../http/validate';
import { DuplicateUserError, type accountsService } from '../auth/service';
import type { AlumniService } from './service';

/**
 * The way in for an alumnus without an account (ours): roll number and date of birth must match the students
 * table; then a ROLE_ALUMNI account is made with the roll number as its user name. A miss counts like a
 * missed public results lookup, so walking dates of birth is rate-limited per address (429).
 */
export function alumniAccountRoutes(alumni: AlumniService, accounts: ReturnType<typeof accountsService>, lookups: ReturnType<typeof lookupLimiter>) {
  return new Hono<AppEnv>().post('/registerAlumniAccount', lookups.check, validate('json', AlumniAccountSchema), async (c) => {
    const { rollNumber, dateOfBirth, email, password } = c.req.valid('json');
    const student = await alumni.studentMatches(rollNumber, dateOfBirth);
    if (!student) return (await lookups.miss(c)) ?? c.json({ message: M.accountNoMatch }, 404);
    if (await alumni.accountExists(rollNumber)) return c.json({ message: M.accountExists }, 409);
    const username = alumniUserName(rollNumber);
    try {
      const userId = await accounts.create({ username, email, fullName: student.fullName, password, roles: ['ROLE_ALUMNI'], modules: ['Placements Cell'] });
      await alumni.linkAccount(userId, rollNumber);
    } catch (error) {
      if (error instanceof DuplicateUserError) return c.json({ message: M.accountExists }, 409);
      throw error;
    }
    return c.json({ message: M.accountCreated(username), username }, 201);
  });
}

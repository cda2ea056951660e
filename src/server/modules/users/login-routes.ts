import { Hono } from 'hono';
import { FacultyLoginsQuerySchema, type LoginCandidates } from '../../../domain/auth/schemas';
import type { Config } from '../../config';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { Mailer } from '../../mail/mailer';
import { DuplicateUserError, type AccountsStore } from '../auth/service';
import type { UsersStore } from './users-store';
import { loginCreatedMail } from '../../mail/account-mails';
import { mailI18n } from '../../mail/mail-i18n';

interface Deps {
  config: Config;
  accounts: AccountsStore;
  users: UsersStore;
  mailer: Mailer;
}

/**
 * §7 createStudentLogins / createFacultyLogins: one login for each student or faculty member who has
 * none (running again creates nothing twice); each new account gets a single-use link to set its password.
 */
export function loginCreationRoutes({ config, accounts, users, mailer }: Deps) {
  async function createAndInvite(account: {
    username: string;
    email: string | null;
    fullName: string;
    roles: string[];
    program?: string | null;
    studentId?: number;
    facultyId?: number;
  }) {
    const college = await users.college();
    try {
      const id = await accounts.create({
        username: account.username,
        email: account.email ?? '',
        fullName: account.fullName,
        password: null,
        roles: account.roles,
        program: account.program ?? null,
        studentId: account.studentId ?? null,
        facultyId: account.facultyId ?? null,
        collegeId: college?.id ?? null,
        collegeName: college?.name ?? null,
      });
      if (account.email) {
        const token = await accounts.newResetToken(id);
        // A new account has chosen no language yet: its mail is in English.
        const link = `${config.publicUrl}/reset-password?token=${token}`;
        await mailer.send(loginCreatedMail(mailI18n('en'), { ...account, email: account.email }, link));
      }
      return true;
    } catch (error) {
      if (error instanceof DuplicateUserError) return false;
      throw error;
    }
  }

  /** Creates the logins one after another: how many were made, and how many skipped as already taken. */
  async function createEach(list: Parameters<typeof createAndInvite>[0][]) {
    let created = 0;
    let skipped = 0;
    for (const account of list) {
      if (await createAndInvite(account)) created++;
      else skipped++;
    }
    return { created, skipped };
  }

  return new Hono<AppEnv>()
    .get('/getLoginCandidates', async (c) => {
      const [pupils, staff] = await Promise.all([users.studentsWithoutLogin(), users.facultyWithoutLogin()]);
      c.header('Cache-Control', 'private, no-store');
      const body: LoginCandidates = {
        students: pupils.length,
        studentsWithEmail: pupils.filter((s) => s.email).length,
        faculty: staff.length,
        facultyWithEmail: staff.filter((f) => f.email).length,
      };
      return c.json(body);
    })
    .post('/createStudentLogins', async (c) => {
      const students = await users.studentsWithoutLogin();
      const run = await createEach(
        students.map((s) => ({
          username: s.rollNo,
          email: s.email,
          fullName: s.fullName,
          roles: ['ROLE_STUDENT'],
          studentId: s.id,
        })),
      );
      return c.json(
        runAnswer(run, {
          none: 'Every student already has a login.',
          made: (n) => `Created ${n} student logins; each student was mailed a link to set a password.`,
        }),
      );
    })
    .post('/createFacultyLogins', validate('query', FacultyLoginsQuerySchema), async (c) => {
      const { considerMailOrEmpcode, empCode } = c.req.valid('query');
      const wanted = (f: { empCode: string }) =>
        empCode === undefined || f.empCode.toLowerCase() === empCode.toLowerCase();
      const staff = (await users.facultyWithoutLogin()).filter(wanted);
      const run = await createEach(
        staff.map((f) => ({
          username: considerMailOrEmpcode === 'email' ? f.email : f.empCode,
          email: f.email,
          fullName: f.fullName,
          roles: ['ROLE_FACULTY'],
          program: f.department,
          facultyId: f.id,
        })),
      );
      return c.json(
        runAnswer(run, {
          none: 'Every faculty member already has a login.',
          made: (n) => `Created ${n} faculty logins; each was mailed a link to set a password.`,
        }),
      );
    });
}

/** A run's answer: `success` 'true' and what was done in words, with those skipped for a name or address taken. */
function runAnswer(
  { created, skipped }: { created: number; skipped: number },
  words: { none: string; made: (created: number) => string },
) {
  const note = skipped ? ` ${skipped} were skipped because that user name or e-mail address is already taken.` : '';
  return {
    success: 'true' as const,
    msg: created === 0 && skipped === 0 ? words.none : `${words.made(created)}${note}`,
  };
}

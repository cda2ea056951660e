import { Hono } from 'hono';
import { USER_ADMIN_ROLES, hasAnyRole } from '../../../domain/auth/access';
import { AUTH_MESSAGES as M } from '../../../domain/auth/messages';
import { decryptPassword } from '../../../domain/auth/password-transport';
import { roleForSignUpValue, type Role } from '../../../domain/auth/roles';
import { STRONG_PASSWORD, SignUpSchema } from '../../../domain/auth/schemas';
import type { Config } from '../../config';
import { guessablePassword } from '../../auth/common-passwords';
import type { AppEnv } from '../../auth/session-user';
import type { AddressLimit } from '../../http/address-limit';
import type { Logger } from '../../http/logger';
import { validate } from '../../http/validate';
import { sendInBackground, type Mailer } from '../../mail/mailer';
import { DuplicateUserError, type AccountsStore } from '../auth/service';
import type { UsersStore } from './users-store';
import { signUpTakenMail } from '../../mail/account-mails';
import { mailI18n } from '../../mail/mail-i18n';
import { SESSION_MESSAGES } from '../../../domain/auth/session-messages';

/** Roles anyone may give themselves by signing up; every other role is created by an administrator. */
const SELF_SERVICE_ROLES: readonly Role[] = ['ROLE_PARENT'];

/**
 * POST {auth}/signup (§3 sign-up payload): the login page's Sign Up panel, /register and Create User.
 * Anonymous sign-ups are limited per client address (`anonymousLimit`); an administrator's are not. Anyone but
 * an administrator gets one answer for a taken user name and a taken e-mail; the address's owner is told by mail.
 */
export function signupRoutes(
  config: Config,
  accounts: AccountsStore,
  users: UsersStore,
  anonymousLimit: AddressLimit,
  mail: { mailer: Mailer; logger: Logger },
) {
  const isGuessable = guessablePassword(config);
  return new Hono<AppEnv>().post('/signup', validate('json', SignUpSchema), anonymousLimit, async (c) => {
    const body = c.req.valid('json');
    const caller = c.get('user');
    const isAdmin = caller ? hasAnyRole(caller.roles, USER_ADMIN_ROLES) : false;
    const password = decryptPassword(body.password, config.passwordAesKey);
    if (password === null)
      return c.json({ message: 'The password could not be read. Please reload the page and try again.' }, 400);
    if (password.length < 6) return c.json({ message: M.passwordMin }, 400);
    // Self sign-up follows the Change Password rules (§5); Create User keeps the seed's 6 characters.
    if (!isAdmin && !STRONG_PASSWORD.test(password)) return c.json({ message: M.fillAsPerInstructions }, 400);
    if (await isGuessable(password)) return c.json({ message: M.commonPassword }, 400);
    const role = roleForSignUpValue(body.role[0]!);
    if (!role) return c.json({ message: M.selectRole }, 400);
    if (!isAdmin && !SELF_SERVICE_ROLES.includes(role)) {
      return c.json(
        { message: 'Only the administrator can create an account with this role. Please contact the college office.' },
        403,
      );
    }
    const college = await users.college();
    try {
      await accounts.create({
        username: body.username,
        email: body.email,
        fullName: body.fullName,
        password,
        roles: [role],
        program: ['ROLE_FACULTY', 'ROLE_HOD'].includes(role) ? body.department : null,
        collegeId: college?.id ?? null,
        // A role not asked for the college's details (a teacher, the exam cell) gets the college profile's.
        collegeName: body.collegeName || college?.name || null,
        instituteType: body.instituteType || null,
        eamcetCode: body.eamcetCode || college?.code || null,
        affiliatedTo: body.instituteType === 'affiliated' ? body.affiliatedTo : null,
        modules: body.module
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean),
        promotions: body.promotions,
      });
    } catch (error) {
      if (!(error instanceof DuplicateUserError)) throw error;
      if (isAdmin) return c.json({ message: error.taken === 'email' ? M.duplicateEmail : M.duplicateUser }, 409);
      const [owner] = await accounts.byEmail(body.email);
      if (owner)
        sendInBackground(
          mail.mailer,
          mail.logger,
          signUpTakenMail(mailI18n(owner.language ?? 'en'), owner, config.publicUrl),
        );
      return c.json({ message: SESSION_MESSAGES.signUpTaken }, 409);
    }
    return c.json({ message: M.registrationDone }, 201);
  });
}

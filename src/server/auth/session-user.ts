import { USER_ADMIN_ROLES, hasAnyRole } from '../../domain/auth/access';
import type { ErpUser } from '../../domain/auth/erp-user';
import type { Locale } from '../../domain/i18n/locales';

/** The signed-in user as the server knows them for one request. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  fullName: string;
  roles: string[];
  program: string | null;
  collegeName: string | null;
  instituteType: string | null;
  collegeId: number | null;
  /** The interface language the account keeps; null until the user chooses one. */
  language: Locale | null;
}

/** The session of the request (null without one): when its user last typed their password. */
export interface RequestSession {
  id: string;
  passwordAt: Date;
  idleMs: number;
  /** Signed in on a kiosk (a shared device). */
  kiosk: boolean;
}

export type AppEnv = { Variables: { user: SessionUser | null; session: RequestSession | null } };

/** §3 erpUser cookie: display fields only. The session token lives in an HttpOnly cookie instead. */
export function erpUserCookieValue(user: SessionUser, remember = false): ErpUser {
  return {
    remember,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    roles: user.roles,
    program: user.program,
    collegeName: user.collegeName,
    instituteType: user.instituteType,
    collegeId: user.collegeId,
    new: newFlag(user),
  };
}

/** §2 the auth data's `new` flag: 'true' when the user may create users (the server's rule for Create User). */
export function newFlag(user: Pick<SessionUser, 'roles'>): 'true' | 'false' {
  return hasAnyRole(user.roles, USER_ADMIN_ROLES) ? 'true' : 'false';
}

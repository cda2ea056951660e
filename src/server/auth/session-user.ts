import type { ErpUser } from '../../domain/auth/erp-user';

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
}

export type AppEnv = { Variables: { user: SessionUser | null } };

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
  };
}

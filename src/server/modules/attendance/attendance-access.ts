import type { Context } from 'hono';
import { ATTENDANCE_COLLEGE_ROLES } from '../../../domain/attendance/access';
import { hasAnyRole } from '../../../domain/auth/access';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { AppEnv, SessionUser } from '../../auth/session-user';

/** The 403 answer naming why the user may not see or take this. */
export const forbidden = (c: Context<AppEnv>, reason: string) =>
  c.json({ message: AUTH_MESSAGES.forbidden, reason }, 403);
export const isCollege = (user: SessionUser) => hasAnyRole(user.roles, ATTENDANCE_COLLEGE_ROLES);
export const hodOf = (user: SessionUser, department: string) =>
  user.roles.includes('ROLE_HOD') && (user.program ?? '') !== '' && user.program === department;
/** Whose department a reader sees: null for the college roles, the HoD's own otherwise ('' sees nothing). */
export const departmentScope = (user: SessionUser): string | null => (isCollege(user) ? null : (user.program ?? ''));

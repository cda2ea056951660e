import type { Role } from './roles';

/**
 * Who may use the account-administration screens. The server's permission table
 * (src/server/auth/permissions.ts) and the app's screens both read these lists, so a menu never offers
 * what the server refuses.
 */
export const LOGIN_CREATOR_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_ADMISSIONS'];
export const USER_ADMIN_ROLES: readonly Role[] = ['ROLE_ADMIN'];

export function hasAnyRole(userRoles: readonly string[], allowed: readonly string[]): boolean {
  return userRoles.some((r) => allowed.includes(r));
}
/** Who has a parent dashboard: linking students and reading their results. */
export const PARENT_ROLES: readonly Role[] = ['ROLE_PARENT'];
/** Who may leave kiosk mode or change the server address on a kiosk. */
export const KIOSK_ADMIN_ROLES: readonly Role[] = ['ROLE_ADMIN'];
/** Who may switch maintenance mode on and off. */
export const MAINTENANCE_ROLES: readonly Role[] = ['ROLE_ADMIN'];

/**
 * Who may call an API route or open a screen: 'public' (anyone), 'signed-in' (any valid session) or a
 * list of roles (a session holding one of them).
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

export function isAllowed(access: Access, roles: readonly string[] | null): boolean {
  if (access === 'public') return true;
  if (roles === null) return false;
  if (access === 'signed-in') return true;
  return access.some((role) => roles.includes(role));
}

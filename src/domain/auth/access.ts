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

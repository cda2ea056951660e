import type { Role } from '../auth/roles';

/** Who sees the Faculty Achievements screen and its calls. */
export const ACHIEVEMENT_ROLES: readonly Role[] = [
  'ROLE_FACULTY',
  'ROLE_HOD',
  'ROLE_PRINCIPAL',
  'ROLE_IQAC_INCHARGE',
  'ROLE_IQAC_COORDINATOR',
  'ROLE_ADMIN',
];
/** Who manages every department's achievements; a HoD only their own department (§6), a faculty member only their own. */
const ACHIEVEMENT_COLLEGE_ROLES: readonly Role[] = [
  'ROLE_PRINCIPAL',
  'ROLE_IQAC_INCHARGE',
  'ROLE_IQAC_COORDINATOR',
  'ROLE_ADMIN',
];

/** What a signed-in user may do with achievements, from their roles and program. */
export type AchievementScope = { kind: 'college' } | { kind: 'department'; department: string } | { kind: 'own' };

export function achievementScope(roles: readonly string[], program: string | null): AchievementScope | null {
  if (roles.some((r) => (ACHIEVEMENT_COLLEGE_ROLES as readonly string[]).includes(r))) return { kind: 'college' };
  if (roles.includes('ROLE_HOD')) return program ? { kind: 'department', department: program } : null;
  if (roles.includes('ROLE_FACULTY')) return { kind: 'own' };
  return null;
}

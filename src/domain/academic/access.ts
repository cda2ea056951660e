import type { Role } from '../auth/roles';

/** Administrators keep every list; the academic section keeps the academic ones (programmes, curriculum). */
export const LIST_ADMIN_ROLES: readonly Role[] = ['ROLE_ADMIN'];
export const ACADEMIC_LIST_WRITERS: readonly Role[] = ['ROLE_ADMIN', 'ROLE_ACADEMICS'];

/** Who may open the lists' screens: the writers and the HoD, who reads their department's rows (§6). */
export const LIST_READERS: readonly Role[] = [
  'ROLE_ADMIN',
  'ROLE_ACADEMICS',
  'ROLE_HOD',
  'ROLE_PRINCIPAL',
  'ROLE_DEAN',
  'ROLE_EXAMINATION',
];

/** Who may read the changes made to the lists (the audit log). */
export const LIST_AUDIT_READERS: readonly Role[] = ['ROLE_ADMIN'];

/** Who authorizes or rejects a pending change to a checked list (maker-checker): never its maker, checked apart. */
export const LIST_CHECKERS: readonly Role[] = ['ROLE_PRINCIPAL', 'ROLE_ADMIN'];

/** Readers who see every row; anyone else allowed to read (the HoD) sees their own department's (§6). */
const COLLEGE_WIDE_READERS: readonly Role[] = [
  'ROLE_ADMIN',
  'ROLE_ACADEMICS',
  'ROLE_PRINCIPAL',
  'ROLE_DEAN',
  'ROLE_EXAMINATION',
];

/**
 * Which rows of a department-bound list a user reads: all, or their department's. A HoD without a department
 * reads none (the department '' matches no row): the rule fails closed.
 */
export function listReadScope(roles: readonly string[], program: string | null): 'all' | { department: string } {
  if (roles.some((r) => (COLLEGE_WIDE_READERS as readonly string[]).includes(r))) return 'all';
  return { department: program ?? '' };
}

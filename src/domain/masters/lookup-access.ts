import type { Role } from '../auth/roles';

/**
 * Who may read the admission-only lookups (seat types, agents): the admission screens' roles
 * (ROLE_ADMISSIONS, ROLE_ADMIN, ROLE_PRINCIPAL) and the register's readers (ROLE_CHAIRMAN, ROLE_DEAN),
 * whose filters and dashboard show admission and seat types and agents.
 */
export const ADMISSION_LOOKUP_ROLES: readonly Role[] = [
  'ROLE_ADMISSIONS',
  'ROLE_ADMIN',
  'ROLE_PRINCIPAL',
  'ROLE_CHAIRMAN',
  'ROLE_DEAN',
];

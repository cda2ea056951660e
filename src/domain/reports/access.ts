import type { Role } from '../auth/roles';

/**
 * Who reads the college's reports (money, admissions, attendance, results): the roles of the Authority tile
 * (src/domain/home/module-roles.ts) — the chairman, the dean (director), the correspondent, the principal and the
 * administration. The fee desk, the accountants and students do not: the reports add up the whole college.
 */
export const REPORTS_READERS: readonly Role[] = [
  'ROLE_CHAIRMAN',
  'ROLE_DEAN',
  'ROLE_CORRESPONDENCE',
  'ROLE_PRINCIPAL',
  'ROLE_ADMINISTRATION',
];

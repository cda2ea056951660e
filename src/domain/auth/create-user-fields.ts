import { roleForSignUpValue, type Role } from './roles';

/**
 * §5 Create User asks for the college's own details (eamcet code, college name, institute type, affiliated-to)
 * only of the roles that speak for the college; a teacher's, a student's or the exam cell's account is made
 * without them (the college's code and name are stored for them from the college profile).
 */
export const COLLEGE_DETAIL_ROLES: readonly Role[] = [
  'ROLE_DIRECTOR',
  'ROLE_ADMIN',
  'ROLE_CORRESPONDENCE',
  'ROLE_CHAIRMAN',
  'ROLE_PRINCIPAL',
];

/** Whether the role (a Create User label or a sign-up value, any case) is asked for the college's details. */
export function asksCollegeDetails(role: string): boolean {
  const known = roleForSignUpValue(role);
  return known !== null && COLLEGE_DETAIL_ROLES.includes(known);
}

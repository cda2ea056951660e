import type { Role } from '../auth/roles';

/** Who reads and corrects every section's attendance: administrators and the academic section. */
export const ATTENDANCE_COLLEGE_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_ACADEMICS'];
/** Who takes attendance: the allotted teacher or the day's substitute, the HoD of the department (their sections). */
export const ATTENDANCE_TAKERS: readonly Role[] = ['ROLE_FACULTY', 'ROLE_HOD', ...ATTENDANCE_COLLEGE_ROLES];
/** Who reads a department's day and a section's monthly register: the HoD (their department) and the college roles. */
export const ATTENDANCE_DEPARTMENT_READERS: readonly Role[] = ['ROLE_HOD', ...ATTENDANCE_COLLEGE_ROLES];
/** Who reads a student's percentages: the student, a linked parent. */
export const ATTENDANCE_SELF_READERS: readonly Role[] = ['ROLE_STUDENT', 'ROLE_PARENT'];
/** Who reads a teacher's assigned subjects: a teacher (or a HoD who teaches). */
export const ASSIGNED_SUBJECT_READERS: readonly Role[] = ['ROLE_FACULTY', 'ROLE_HOD'];

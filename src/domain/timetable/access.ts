import type { Role } from '../auth/roles';

/** Who builds timetables: administrators and the academic section anywhere, a HoD for their department (§6). */
export const TIMETABLE_COLLEGE_WRITERS: readonly Role[] = ['ROLE_ADMIN', 'ROLE_ACADEMICS'];
export const TIMETABLE_WRITERS: readonly Role[] = [...TIMETABLE_COLLEGE_WRITERS, 'ROLE_HOD'];
/** Who reads a week of their own: a teacher (or a HoD who teaches), a student, a parent (their child's). */
export const TIMETABLE_WEEK_READERS: readonly Role[] = ['ROLE_FACULTY', 'ROLE_HOD', 'ROLE_STUDENT', 'ROLE_PARENT'];

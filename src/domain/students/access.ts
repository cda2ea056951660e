import type { Role } from '../auth/roles';

/** Who keeps the students after admission: administrators and the academic section (roll numbers, sections, moves). */
export const STUDENT_WRITERS: readonly Role[] = ['ROLE_ADMIN', 'ROLE_ACADEMICS'];

/** Who reads the directory and profiles: the writers, and the HoD, who reads their department's students (§6). */
export const STUDENT_READERS: readonly Role[] = ['ROLE_ADMIN', 'ROLE_ACADEMICS', 'ROLE_HOD'];

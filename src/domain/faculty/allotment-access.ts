import type { Role } from '../auth/roles';

/** Who allots subjects: administrators and the academic section anywhere, a HoD in their own department (§6). */
export const ALLOTMENT_COLLEGE_WRITERS: readonly Role[] = ['ROLE_ADMIN', 'ROLE_ACADEMICS'];
export const ALLOTMENT_WRITERS: readonly Role[] = [...ALLOTMENT_COLLEGE_WRITERS, 'ROLE_HOD'];
/** Who reads their own allotments (the teaching day starts from them). */
export const ALLOTMENT_SELF_READERS: readonly Role[] = ['ROLE_FACULTY', 'ROLE_HOD'];

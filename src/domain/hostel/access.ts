import type { Role } from '../auth/roles';

/** Keeping the hostel's blocks, room types, rooms and beds: the hostel incharge. */
export const HOSTEL_STAFF_ROLES: readonly Role[] = ['ROLE_HOSTEL_INCHARGE'];

/** Reading them (occupancy at a glance): the incharge, the administrator and the principal. */
export const HOSTEL_READER_ROLES: readonly Role[] = [...HOSTEL_STAFF_ROLES, 'ROLE_ADMIN', 'ROLE_PRINCIPAL'];

/** Applying for a hostel bed, reading and withdrawing one's own application: a student. */
export const HOSTEL_APPLICANT_ROLES: readonly Role[] = ['ROLE_STUDENT'];

/** Making an application: the student for themself, the incharge on a student's behalf. */
export const HOSTEL_APPLYING_ROLES: readonly Role[] = [...HOSTEL_APPLICANT_ROLES, ...HOSTEL_STAFF_ROLES];

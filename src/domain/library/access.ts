import type { Role } from '../auth/roles';

/**
 * Who may do what in the library. The server's permission lines and the app's screens read these lists, so a menu
 * never offers what the server refuses.
 */

/** Keeping the catalogue (titles, copies, their status, the imports) and its figures: the library staff. */
export const LIBRARY_STAFF_ROLES: readonly Role[] = ['ROLE_LIBRARY_INCHARGE', 'ROLE_LIBRARY_ASSISTANT'];

/** Setting the circulation rules, the library's settings and the material allowances: the incharge alone. */
export const LIBRARY_INCHARGE_ROLES: readonly Role[] = ['ROLE_LIBRARY_INCHARGE'];

/**
 * Searching the catalogue (the OPAC): the staff, the OPAC kiosk's own login, students and the teaching staff. A
 * reader sees each title's copies, their shelves and whether they are on the shelf, never what a copy cost.
 */
export const LIBRARY_READER_ROLES: readonly Role[] = [
  ...LIBRARY_STAFF_ROLES,
  'ROLE_OPAC_LIBRARY',
  'ROLE_STUDENT',
  'ROLE_FACULTY',
  'ROLE_HOD',
  'ROLE_DEAN',
  'ROLE_PRINCIPAL',
];

/**
 * Who borrows and sees their own loans in the app: students and the teaching staff with a faculty record (patrons of
 * the library). The dean's and principal's logins are offices, not faculty records, so they only search.
 */
export const LIBRARY_PATRON_ROLES: readonly Role[] = ['ROLE_STUDENT', 'ROLE_FACULTY', 'ROLE_HOD'];

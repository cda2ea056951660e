import type { Role } from '../auth/roles';

/** Who keeps records in the faculty database: faculty members (a HoD is one too, when linked to a faculty row). */
export const FACULTY_RECORD_WRITERS: readonly Role[] = ['ROLE_FACULTY', 'ROLE_HOD'];
/** Who reads the whole college's records; a HoD reads their own department's (§6). */
export const FACULTY_RECORD_COLLEGE_READERS: readonly Role[] = [
  'ROLE_PRINCIPAL',
  'ROLE_IQAC_INCHARGE',
  'ROLE_IQAC_COORDINATOR',
  'ROLE_ADMIN',
];
export const FACULTY_RECORD_READERS: readonly Role[] = [...FACULTY_RECORD_WRITERS, ...FACULTY_RECORD_COLLEGE_READERS];

/** The totals a profile and the dashboards show, from one faculty member, a department or the college. */
export interface FacultyRecordTotals {
  publications: number;
  citations: number;
  scopus: number;
  webOfScience: number;
  mous: number;
  awards: number;
}

import type { Role } from '../auth/roles';
import { EXAM_CELL_PATH, EXAM_READERS } from '../exams/access';

/**
 * Who reads the analysis of a published exam: the exam cell and the Authority roles (every branch), the IQAC
 * roles (every branch, for accreditation reports) and a HoD (their department's branches only, the server
 * filtering and refusing another's).
 */
export const ANALYSIS_READERS: readonly Role[] = [
  ...EXAM_READERS,
  'ROLE_IQAC_INCHARGE',
  'ROLE_IQAC_COORDINATOR',
  'ROLE_HOD',
];
/** Roles read only their own department's branches. */
export const DEPARTMENT_SCOPED_ANALYSIS: readonly Role[] = ['ROLE_HOD'];
/** The exam cell screen's tab of result analysis (a HoD and IQAC open the screen for this tab alone). */
export const RESULT_ANALYSIS_PATH = `${EXAM_CELL_PATH}?tab=analysis`;

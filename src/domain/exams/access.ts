import type { Role } from '../auth/roles';

/** The exam cell's own screen: the Exams tile and the Examinations dashboard open it. */
export const EXAM_CELL_PATH = '/app/Examinations/Exams';

/** Who defines exams, their timetables and who sits them: the exam cell. */
export const EXAM_WRITERS: readonly Role[] = ['ROLE_EXAMINATION'];

/** The exam cell, and the Authority roles, who read the exam cell's screens without changing anything. */
export const EXAM_READERS: readonly Role[] = [
  'ROLE_EXAMINATION',
  'ROLE_CHAIRMAN',
  'ROLE_PRINCIPAL',
  'ROLE_DEAN',
  'ROLE_CORRESPONDENCE',
  'ROLE_ADMINISTRATION',
];

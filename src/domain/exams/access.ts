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

/** The faculty's own marks grid (one route; the exam cell reaches the same grid from its screen). */
export const INTERNAL_MARKS_PATH = '/app/Internal Marks';

/** Who enters internal marks: the subject's allotted faculty (checked per student's section) and the exam cell. */
export const INTERNAL_MARKS_WRITERS: readonly Role[] = ['ROLE_FACULTY', 'ROLE_HOD', 'ROLE_EXAMINATION'];
/** Who authorizes a publication the exam cell requested: the principal (never the person who requested it). */
export const RESULT_AUTHORIZERS: readonly Role[] = ['ROLE_PRINCIPAL'];

/** Who withdraws published results, with a reason: the exam cell and the principal. */
export const RESULT_WITHDRAWERS: readonly Role[] = ['ROLE_EXAMINATION', 'ROLE_PRINCIPAL'];

import * as v from 'valibot';
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

/** The exam cell screen's tabs: its exams (default), memos and certificates, result analysis. */
export const EXAM_CELL_TABS = ['exams', 'memos', 'analysis'] as const;
export type ExamCellTab = (typeof EXAM_CELL_TABS)[number];
export const ExamCellSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(EXAM_CELL_TABS)), undefined),
});

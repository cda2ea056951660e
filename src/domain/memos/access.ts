import { PARENT_ROLES } from '../auth/access';
import type { Role } from '../auth/roles';
import { EXAM_CELL_PATH, EXAM_READERS, EXAM_WRITERS } from '../exams/access';

/** Who issues marks memos and provisional certificates: the exam cell (for any student). */
export const MEMO_ISSUERS: readonly Role[] = EXAM_WRITERS;
/** Who reads a student's transcript and what was issued: the exam cell and the Authority roles. */
export const MEMO_READERS: readonly Role[] = EXAM_READERS;
/** Who reads their own transcript (no document, no code): the student. */
export const OWN_TRANSCRIPT_READERS: readonly Role[] = ['ROLE_STUDENT'];
/** Who reads a transcript on their dashboard: a student their own, a parent each student linked to their account. */
export const DASHBOARD_TRANSCRIPT_READERS: readonly Role[] = [...OWN_TRANSCRIPT_READERS, ...PARENT_ROLES];
/** The exam cell's tab of memos and certificates (no menu links to it: the exam cell opens it). */
export const MEMOS_PATH = `${EXAM_CELL_PATH}?tab=memos`;

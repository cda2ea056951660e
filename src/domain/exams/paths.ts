import { EXAM_CELL_PATH, INTERNAL_MARKS_PATH } from './access';

/**
 * The exams module's addresses: the exam cell (exams, their timetables and registration) and internal marks. Strings
 * only; APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const EXAMS_PATHS = {
  examCell: EXAM_CELL_PATH,
  internalMarks: INTERNAL_MARKS_PATH,
} as const;

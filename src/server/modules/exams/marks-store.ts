import type { Database } from '../../db/client';
import { marksProgress } from './marks-progress';
import { marksSheets } from './marks-sheets';
import { marksTeachers } from './marks-teachers';
import { marksWrites } from './marks-writes';

/**
 * The rows of `exam_marks` marks entry reads and writes: who sits a subject, who teaches them, the marks so far,
 * how far entry has come; the writes in `marks-writes.ts`.
 */
export function marksStore(db: Database, transaction: <T>(fn: () => Promise<T>) => Promise<T>) {
  return {
    ...marksWrites(db, transaction),
    ...marksSheets(db),
    ...marksTeachers(db),
    ...marksProgress(db),
  };
}

export type MarksStore = ReturnType<typeof marksStore>;

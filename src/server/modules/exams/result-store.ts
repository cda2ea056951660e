import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exams } from '../../db/schema';
import { resultGraceStore } from './result-grace-store';
import { resultProcessingStore } from './result-processing-store';
import { resultPublishingStore } from './result-publishing-store';
import { resultReviewStore } from './result-review-store';
import { resultStateStore } from './result-state-store';

export { changedRules, rulesRecord } from './result-rules';
export type { Actor } from './result-state-store';

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

/** The SQL of processing and publishing an exam's results; each change runs in the exam's turn (its row locked). */
export function resultStore(db: Database, transaction: Run) {
  return {
    ...resultStateStore(db),
    ...resultProcessingStore(db),
    ...resultReviewStore(db),
    ...resultGraceStore(db),
    ...resultPublishingStore(db),

    /** Runs `fn` in a transaction holding the exam's row, so processing, grace and publication never interleave. */
    inTurn<T>(examId: number, fn: () => Promise<T>) {
      return transaction(async () => {
        await db.select({ id: exams.id }).from(exams).where(eq(exams.id, examId)).for('update');
        return fn();
      });
    },
  };
}

export type ResultStore = ReturnType<typeof resultStore>;

import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { batches, degrees, students } from './schema';

/**
 * Whether the batch in `batchColumn` is on roll in the academic year starting in `academicStartYear`: it has not
 * passed out by the college's calendar (its start year plus its degree's years is later; `isOnRoll` in
 * `domain/calendar/batch-stage.ts`), or some of its students are still studying or detained — a batch stays on the
 * lists until the year-end moves have graduated it.
 */
export const batchOnRoll = (batchColumn: PgColumn, academicStartYear: number): SQL =>
  sql`${batchColumn} in (select ${batches.id} from ${batches} join ${degrees} on ${degrees.id} = ${batches.degreeId} where ${batches.startYear} + ${degrees.years} > ${academicStartYear} union select ${students.batchId} from ${students} where ${students.status} in ('studying', 'detained'))`;

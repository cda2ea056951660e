import { sql } from 'drizzle-orm';
import { batches, degrees } from './schema';

/**
 * batchStage (src/domain/calendar/batch-stage.ts) as SQL conditions on a query that joins batches and degrees, for
 * the academic year that starts in `academicStartYear`.
 */
const batchEndYear = sql`(${batches.startYear} + ${degrees.years})`;

export const batchPassedOut = (academicStartYear: number) => sql`${batchEndYear} <= ${academicStartYear}`;
export const batchOnRoll = (academicStartYear: number) => sql`${batchEndYear} > ${academicStartYear}`;
export const batchInFinalYear = (academicStartYear: number) => sql`${batchEndYear} - 1 = ${academicStartYear}`;

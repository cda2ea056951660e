import { sql } from 'drizzle-orm';

/**
 * The outer query's title id, for a subquery over its copies (`c.title_id = ${OUTER_TITLE_ID}`). Written out in full:
 * Drizzle leaves a column of a one-table select unqualified, and inside the subquery a bare "id" is the copy's own.
 */
export const OUTER_TITLE_ID = sql.raw('"library_titles"."id"');

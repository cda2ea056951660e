import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { CellIssue, RowSaved } from './sheet-import';

/** The key a table keeps once (its unique column), how a row to insert names it, and the words for a row already there. */
export interface NewRowKey<Row> {
  column: PgColumn;
  of(row: Row): string;
  already: CellIssue;
}

/**
 * The batch save of an upload whose rows are new rows of one table: one INSERT that leaves a row whose key is
 * already in the table as it is (reported as already there), so the same file uploaded twice adds nothing. One
 * statement, so the batch is saved whole or not at all.
 */
export function insertNewRows<Table extends PgTable, Row extends PgInsertValue<Table>>(
  db: Database,
  table: Table,
  key: NewRowKey<Row>,
) {
  return async (rows: readonly Row[]): Promise<RowSaved[]> => {
    if (!rows.length) return [];
    const saved = await db
      .insert(table)
      .values([...rows])
      .onConflictDoNothing({ target: key.column })
      .returning({ key: key.column });
    const savedKeys = new Set(saved.map((s) => String(s.key)));
    return rows.map((row) => (savedKeys.has(key.of(row)) ? 'saved' : { already: key.already }));
  };
}

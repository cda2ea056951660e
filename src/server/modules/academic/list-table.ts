import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * What still uses a row: rows of `table` whose `column` holds the row's id (or its `key` field, e.g. a level's code);
 * the column may be an expression (an admission's sub-caste inside its details).
 */
export type Dependent = {
  table: PgTable;
  what: string;
  /** Counted only for rows whose `field` holds `value` (one key-value list's entries, not the others'). */
  onlyWhen?: { field: string; value: string };
} & (
  | { column: PgColumn | SQL; key?: string }
  /** Rows that use the row by several of its values (leave applications of an allotment's year, staff and type). */
  | { matching: (row: Record<string, unknown>) => SQL }
);

/** Where a list lives: its table, the column of each descriptor field, its order, and what uses its rows. */
export interface ListTable {
  table: PgTable & { id: PgColumn };
  columns: Readonly<Record<string, PgColumn>>;
  order: readonly PgColumn[];
  dependents: readonly Dependent[];
  /** The ids of rows a HoD of `department` reads, as a condition on this table (descriptor hodScope). */
  hodFilter?: (department: string) => SQL;
  /** Fields kept out of the audit log (a faculty member's mobile number is never logged). */
  unlogged?: readonly string[];
  /** The batch a row belongs to: the list shows the batches on roll unless asked for all (`?batches=all`). */
  batchColumn?: PgColumn;
  /**
   * A drop-down's label where the label field alone repeats across degrees or batches ('2023-2027' of B.Tech and
   * of M.Tech): 'B.Tech 2023-2027', 'CSE – B.Tech', 'CSE A – B.Tech 2023-2027'.
   */
  optionLabel?: SQL;
  /** Values other rows hold that a field of this row caps (a subject's maximum and the marks stored against it). */
  ceilings?: readonly Ceiling[];
  /** Amounts other rows hold against a field of this row, which it never drops below (leave taken of an allotment). */
  floors?: readonly Floor[];
}

/**
 * A field other rows spend: rows of `table` matching the row hold `amount` each (in the field's units), and no
 * `holder`'s sum may be more than the field (each member of staff's leave of a type against its allotment's days).
 */
export interface Floor {
  field: string;
  table: PgTable;
  matching: (row: Record<string, unknown>) => SQL;
  holder: PgColumn;
  amount: SQL;
}

/** A field that caps values other rows hold: rows of `table` whose `owner` is the row's id keep `value` at most it. */
export interface Ceiling {
  field: string;
  table: PgTable;
  owner: PgColumn;
  value: PgColumn;
}

/** The columns of a list's table that its descriptor fields name: each field is the column of the same name. */
export const columnsOf = <T extends PgTable>(table: T, ...fields: (keyof T['_']['columns'] & string)[]) => {
  const all = getTableColumns(table);
  return Object.fromEntries(fields.map((field) => [field, all[field]!])) as Record<string, PgColumn>;
};

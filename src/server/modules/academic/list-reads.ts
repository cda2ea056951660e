import { and, asc, count, eq, ilike, or, sql, SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListKind, ListOption } from '../../../domain/academic/list-descriptor';
import type { ListPage } from '../../../domain/academic/list-query';
import { LISTS } from '../../../domain/academic/lists';
import type { Database } from '../../db/client';
import { LIST_TABLES } from './list-tables';
import { batchOnRoll } from '../../db/batches-on-roll';

/** Which rows a reader sees: every row, or (a HoD, §6) those of one department. */
export type ReadScope = { department: string } | 'all';

/** Rows of every batch (null), or only of the batches on roll in the academic year starting that year. */
export type OnRollIn = number | null;

/** A row of a list: its id and the fields its descriptor names. */
export type Row = Record<string, unknown> & { id: number };

/** A search word inside ILIKE: its own % and _ are plain characters. */
const likeWord = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The id and descriptor fields of a list's rows, to narrow with a where clause. */
export function listSelection(db: Database, kind: ListKind) {
  const { table, columns } = LIST_TABLES[kind];
  return db.select({ id: table.id, ...columns } as Record<string, PgColumn>).from(table as never);
}

/** The reads of every list the college keeps: a row, a page of rows, a reference's drop-down. */
export function listReads(db: Database) {
  const selection = (kind: ListKind) => listSelection(db, kind);

  const scopeCondition = (kind: ListKind, scope: ReadScope, onRollIn: OnRollIn = null): SQL | undefined => {
    const { hodFilter, batchColumn } = LIST_TABLES[kind];
    return and(
      scope !== 'all' && hodFilter ? hodFilter(scope.department) : undefined,
      onRollIn !== null && batchColumn ? batchOnRoll(batchColumn, onRollIn) : undefined,
    );
  };

  async function find(kind: ListKind, id: number): Promise<Row | null> {
    const [row] = await selection(kind).where(eq(LIST_TABLES[kind].table.id, id)).limit(1);
    return (row as Row | undefined) ?? null;
  }

  return {
    find,

    /** One page of rows matching the search (any search field contains it) and every filter given. */
    async page(
      kind: ListKind,
      q: string,
      filters: Record<string, string>,
      page: number,
      pageSize: number,
      scope: ReadScope,
      onRollIn: OnRollIn = null,
    ): Promise<ListPage<Row>> {
      const list = LISTS[kind];
      const { columns, order } = LIST_TABLES[kind];
      const conditions: (SQL | undefined)[] = [scopeCondition(kind, scope, onRollIn)];
      if (q) conditions.push(or(...list.search.map((field) => ilike(columns[field]!, likeWord(q)))));
      for (const [field, value] of Object.entries(filters)) {
        const spec = list.fields.find((f) => f.name === field);
        const numeric = spec?.kind === 'reference' && !spec.valueField;
        if (numeric && !/^\d+$/.test(value)) return { rows: [], total: 0, page, pageSize };
        if (spec?.kind === 'yesno') {
          if (value !== 'yes' && value !== 'no') return { rows: [], total: 0, page, pageSize };
          conditions.push(eq(columns[field]!, value === 'yes'));
          continue;
        }
        conditions.push(eq(columns[field]!, numeric ? Number(value) : value));
      }
      const where = and(...conditions);
      const { table } = LIST_TABLES[kind];
      const [{ total }] = (await db
        .select({ total: count() })
        .from(table as never)
        .where(where)) as unknown as [{ total: number }];
      const rows = await selection(kind)
        .where(where)
        .orderBy(...order.map((c) => asc(c)), asc(table.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { rows: rows as Row[], total: Number(total), page, pageSize };
    },

    /**
     * A reference's drop-down: every row the reader sees (of the batches on roll when asked), valued by id (or the
     * field the reference holds), each value once, labelled so no two read alike ('CSE – B.Tech', not 'CSE' twice).
     */
    async options(
      kind: ListKind,
      scope: ReadScope,
      valueField?: string,
      onRollIn: OnRollIn = null,
    ): Promise<ListOption[]> {
      const list = LISTS[kind];
      const { order, table, columns, optionLabel } = LIST_TABLES[kind];
      const label = !valueField && optionLabel ? optionLabel : columns[list.labelField]!;
      const rows = (await db
        .select({ id: table.id, value: valueField ? columns[valueField]! : table.id, label: sql<string>`${label}` })
        .from(table as never)
        .where(scopeCondition(kind, scope, onRollIn))
        .orderBy(...order.map((c) => asc(c)), asc(table.id))) as { value: number | string; label: unknown }[];
      const options = new Map<number | string, ListOption>();
      for (const row of rows)
        if (!options.has(row.value)) options.set(row.value, { value: row.value, label: String(row.label) });
      return [...options.values()];
    },

    /** Labels of a reference's values as an export writes them: the list's own label field, as an upload reads it. */
    async plainOptions(kind: ListKind, valueField?: string): Promise<ListOption[]> {
      const list = LISTS[kind];
      const { order, table } = LIST_TABLES[kind];
      const rows = (await selection(kind).orderBy(...order.map((c) => asc(c)), asc(table.id))) as Row[];
      return rows.map((row) => ({
        value: (valueField ? row[valueField] : row.id) as number | string,
        label: String(row[list.labelField]),
      }));
    },
  };
}

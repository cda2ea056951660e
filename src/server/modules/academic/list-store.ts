import { and, asc, count, desc, eq, gt, ilike, or, sql, SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListDescriptor, ListKind, ListOption } from '../../../domain/academic/list-descriptor';
import type { AuditEntry, ListPage } from '../../../domain/academic/list-query';
import { LISTS } from '../../../domain/academic/lists';
import { dateOutside, secondHolder } from '../../../domain/academic/calendar-rules';
import { letterMeaningProblem, type GradeBand } from '../../../domain/academic/grading-scheme';
import { LIST_MESSAGES as M, LIST_REASONS, NOT_FOUND_BY_LIST } from '../../../domain/academic/messages';
import type { Database } from '../../db/client';
import { listChanges } from '../../db/schema';
import { LIST_TABLES, type Dependent } from './list-tables';
import { publishedGrades } from './published-grades';
import { batchOnRoll } from '../../db/batches-on-roll';

type Row = Record<string, unknown> & { id: number };
type Transaction = <T>(fn: () => Promise<T>) => Promise<T>;

/** Who made a change, as the audit log keeps it. */
export interface Editor {
  id: number;
  username: string;
}

/** A change that waited for a second person: who decided it, how, and (a rejection) why. */
export interface Decision {
  decision: 'authorized' | 'rejected';
  checker: Editor;
  reason?: string;
}

/** Which rows a reader sees: every row, or (a HoD, §6) those of one department. */
export type ReadScope = { department: string } | 'all';

/** Rows of every batch (null), or only of the batches on roll in the academic year starting that year. */
export type OnRollIn = number | null;

const AUDIT_PAGE = 50;

/** A search word inside ILIKE: its own % and _ are plain characters. */
const likeWord = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The SQL of every list the college keeps, read from its descriptor and table; each change is logged. */
/** The rows of a dependent's table that use `row`: by its id, by its key's value, or by the dependent's own match. */
function dependentRows(dependent: Dependent, row: Row): SQL {
  if ('matching' in dependent) return dependent.matching(row);
  const value = dependent.key ? row[dependent.key] : row.id;
  return dependent.column instanceof SQL ? sql`${dependent.column} = ${value}` : eq(dependent.column, value);
}

export function listStore(db: Database, transaction: Transaction) {
  const selection = (kind: ListKind) => {
    const { table, columns } = LIST_TABLES[kind];
    return db.select({ id: table.id, ...columns } as Record<string, PgColumn>).from(table as never);
  };

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

  async function log(
    kind: ListKind,
    recordId: number,
    action: AuditEntry['action'],
    editor: Editor,
    before: Row | null,
    after: Row | null,
    decided?: Decision,
  ) {
    const unlogged = LIST_TABLES[kind].unlogged ?? [];
    const kept = (row: Row | null) =>
      row && unlogged.length
        ? (Object.fromEntries(Object.entries(row).filter(([k]) => !unlogged.includes(k))) as Row)
        : row;
    await db.insert(listChanges).values({
      list: kind,
      recordId,
      action,
      userId: editor.id,
      userName: editor.username,
      before: kept(before),
      after: kept(after),
      decision: decided?.decision ?? null,
      checkerId: decided?.checker.id ?? null,
      checkerName: decided?.checker.username ?? null,
      reason: decided?.reason ?? null,
    });
  }

  return {
    find,
    log,

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

    /** The Not Found words of the first reference the row names that is not on its list, or null. */
    async missingReference(list: ListDescriptor, input: Record<string, unknown>): Promise<string | null> {
      for (const field of list.fields) {
        if (field.kind !== 'reference') continue;
        const value = input[field.name];
        if (value === null || value === undefined) continue;
        const target = LIST_TABLES[field.list];
        const column = field.valueField ? target.columns[field.valueField]! : target.table.id;
        const [found] = await db
          .select({ id: target.table.id })
          .from(target.table as never)
          .where(eq(column, value))
          .limit(1);
        if (!found) return NOT_FOUND_BY_LIST[field.list] ?? `${field.label} Not Found`;
      }
      return null;
    },

    /**
     * Why a row breaks a rule a schema cannot check, as it reads other rows: its dates outside the row it names
     * (a holiday outside its academic year, 400) or a second yes where one row only may hold it (409); else null.
     */
    async rowConflict(
      list: ListDescriptor,
      input: Record<string, unknown>,
      id: number | null,
    ): Promise<{ status: 400 | 409; message: string; reason: string } | null> {
      if (list.within) {
        const { reference, from, to, dates } = list.within;
        const spec = list.fields.find((f) => f.name === reference);
        if (spec?.kind === 'reference') {
          const range = await find(spec.list, Number(input[reference]));
          if (range) {
            const outside = dateOutside(
              { from: String(range[from]), to: String(range[to]) },
              dates.map((d) => String(input[d])),
            );
            if (outside) {
              const what = LISTS[spec.list].one;
              const name = String(range[LISTS[spec.list].labelField]);
              return { status: 400, message: M.invalid, reason: LIST_REASONS.outsideRange(what, name) };
            }
          }
        }
      }
      if (list.sameAs) {
        const { reference, field } = list.sameAs;
        const spec = list.fields.find((f) => f.name === reference);
        const owner = list.fields.find((f) => f.name === field);
        if (spec?.kind === 'reference' && owner?.kind === 'reference') {
          const named = await find(spec.list, Number(input[reference]));
          if (named && Number(named[field]) !== Number(input[field]))
            return {
              status: 400,
              message: M.invalid,
              reason: LIST_REASONS.notOfThe(LISTS[spec.list].one, LISTS[owner.list].one),
            };
        }
      }
      if (list.onlyOne && input[list.onlyOne] === true) {
        const { columns } = LIST_TABLES[list.kind];
        const holders = (await selection(list.kind).where(eq(columns[list.onlyOne]!, true))) as Row[];
        if (
          secondHolder(
            holders.map((h) => h.id),
            id,
            true,
          )
        ) {
          const holder = holders.find((h) => h.id !== id)!;
          const reason = LIST_REASONS.anotherCurrent(String(holder[list.labelField]));
          return { status: 409, message: id === null ? M.invalid : M.modificationFailed, reason };
        }
      }
      if (list.kind === 'regulations' && id !== null) {
        const reason = letterMeaningProblem(input.gradingScheme as GradeBand[], await publishedGrades(db, id));
        if (reason) return { status: 409, message: M.modificationFailed, reason };
      }
      return null;
    },

    /** How many values other rows hold above the caps the row would set (marks above a subject's new maximum). */
    async aboveCeilings(kind: ListKind, id: number, input: Record<string, unknown>): Promise<number> {
      let above = 0;
      for (const ceiling of LIST_TABLES[kind].ceilings ?? []) {
        const [{ n }] = (await db
          .select({ n: count() })
          .from(ceiling.table as never)
          .where(and(eq(ceiling.owner, id), gt(ceiling.value, Number(input[ceiling.field]))))) as unknown as [
          { n: number },
        ];
        above += Number(n);
      }
      return above;
    },

    /** How many holders already hold more than the row's new value of a field they spend (leave above new days). */
    async belowFloors(kind: ListKind, row: Row, input: Record<string, unknown>): Promise<number> {
      let below = 0;
      for (const floor of LIST_TABLES[kind].floors ?? []) {
        const over = db
          .select({ holder: floor.holder })
          .from(floor.table as never)
          .where(floor.matching(row))
          .groupBy(floor.holder)
          .having(sql`sum(${floor.amount}) > ${Number(input[floor.field])}`)
          .as('over');
        const [{ n }] = (await db.select({ n: count() }).from(over)) as unknown as [{ n: number }];
        below += Number(n);
      }
      return below;
    },

    /**
     * Runs a change's checks and its write as one transaction, the row it changes locked first: a write elsewhere
     * that reads the row with a share lock (leave against an allotment, marks against a subject's maximum) waits
     * for the change, and the change's checks see what such a write saved.
     */
    inTurn<T>(kind: ListKind, id: number | null, fn: () => Promise<T>): Promise<T> {
      const { table } = LIST_TABLES[kind];
      return transaction(async () => {
        if (id !== null)
          await db
            .select({ id: table.id })
            .from(table as never)
            .where(eq(table.id, id))
            .for('update');
        return fn();
      });
    },

    /**
     * Why a row may not be deleted ('Used by 60 students, 42 subjects'), or null when nothing uses it; `byValueOnly`
     * counts only the rows holding its value (the ones a renamed code would orphan).
     */
    async usedBy(kind: ListKind, row: Row, byValueOnly = false): Promise<string | null> {
      const uses: string[] = [];
      for (const dependent of LIST_TABLES[kind].dependents) {
        const byValue = 'matching' in dependent || dependent.key !== undefined;
        if (byValueOnly && !byValue) continue;
        if (dependent.onlyWhen && row[dependent.onlyWhen.field] !== dependent.onlyWhen.value) continue;
        const [{ n }] = (await db
          .select({ n: count() })
          .from(dependent.table as never)
          .where(dependentRows(dependent, row))) as unknown as [{ n: number }];
        if (Number(n) > 0) uses.push(`${Number(n)} ${dependent.what}`);
      }
      return uses.length ? `Used by ${uses.join(', ')}` : null;
    },

    async insert(kind: ListKind, input: Record<string, unknown>, editor: Editor, decided?: Decision): Promise<Row> {
      const { table } = LIST_TABLES[kind];
      return transaction(async () => {
        const [{ id }] = (await db
          .insert(table)
          .values(input as never)
          .returning({ id: table.id })) as [{ id: number }];
        const row = (await find(kind, id))!;
        await log(kind, id, 'add', editor, null, row, decided);
        return row;
      });
    },

    /** The row after the change, or null when there is no such row. */
    async update(
      kind: ListKind,
      id: number,
      input: Record<string, unknown>,
      editor: Editor,
      decided?: Decision,
    ): Promise<Row | null> {
      const { table } = LIST_TABLES[kind];
      return transaction(async () => {
        const before = await find(kind, id);
        if (!before) return null;
        await db
          .update(table)
          .set(input as never)
          .where(eq(table.id, id));
        const after = (await find(kind, id))!;
        await log(kind, id, 'edit', editor, before, after, decided);
        return after;
      });
    },

    async remove(kind: ListKind, row: Row, editor: Editor, decided?: Decision): Promise<void> {
      const { table } = LIST_TABLES[kind];
      await transaction(async () => {
        await db.delete(table).where(eq(table.id, row.id));
        await log(kind, row.id, 'delete', editor, row, null, decided);
      });
    },

    /** The changes to one list (or all), newest first, a page of 50. */
    async changes(list: ListKind | null, page: number): Promise<ListPage<AuditEntry>> {
      const where = list ? eq(listChanges.list, list) : undefined;
      const [{ total }] = (await db.select({ total: count() }).from(listChanges).where(where)) as unknown as [
        { total: number },
      ];
      const rows = await db
        .select()
        .from(listChanges)
        .where(where)
        .orderBy(desc(listChanges.at), desc(listChanges.id))
        .limit(AUDIT_PAGE)
        .offset((page - 1) * AUDIT_PAGE);
      return {
        rows: rows.map(auditEntry),
        total: Number(total),
        page,
        pageSize: AUDIT_PAGE,
      };
    },
  };
}
export type ListStore = ReturnType<typeof listStore>;

/** One row of list_changes as the log's screen and its Excel export show it. */
export function auditEntry(r: typeof listChanges.$inferSelect): AuditEntry {
  return {
    id: r.id,
    list: r.list,
    recordId: r.recordId,
    action: r.action,
    userName: r.userName,
    at: r.at.toISOString(),
    before: r.before,
    after: r.after,
    decision: r.decision,
    checkerName: r.checkerName,
    reason: r.reason,
  };
}

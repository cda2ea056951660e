import { eq } from 'drizzle-orm';
import type { ListKind } from '../../../domain/academic/list-descriptor';
import type { Database } from '../../db/client';
import { LIST_TABLES } from './list-tables';
import { listAudit, type Decision, type Editor } from './list-audit';
import { listReads, type Row } from './list-reads';
import { listRowChecks } from './list-row-checks';

type Transaction = <T>(fn: () => Promise<T>) => Promise<T>;

/** The SQL of every list the college keeps, read from its descriptor and table; each change is logged. */
export function listStore(db: Database, transaction: Transaction) {
  const reads = listReads(db);
  const audit = listAudit(db);
  const { find } = reads;
  const { log } = audit;

  return {
    ...reads,
    ...listRowChecks(db),
    ...audit,

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
  };
}
export type ListStore = ReturnType<typeof listStore>;

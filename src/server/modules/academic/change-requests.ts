import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { desc } from 'drizzle-orm';
import type { ListKind } from '../../../domain/academic/list-descriptor';
import type { AuditEntry } from '../../../domain/academic/list-query';
import type { ChangeAction, ChangeRequest } from '../../../domain/academic/maker-checker';
import type { Database } from '../../db/client';
import { listChangeRequests, listChanges } from '../../db/schema';
import { auditEntry, type Editor } from './list-audit';
import type { ListChange } from './list-writes';
import { isUniqueViolation } from '../../db/unique-violation';

type RequestRow = typeof listChangeRequests.$inferSelect;

/** Pending changes shown at once on the checker's screen and with a list's rows; more wait for the next decision. */
const PENDING_SHOWN = 200;
/** The audit log's Excel export holds at most this many changes (newest first). */
export const EXPORT_LIMIT = 50_000;

export function changeRequestOf(row: RequestRow, readerId: number): ChangeRequest {
  return {
    id: row.id,
    list: row.list as ListKind,
    action: row.action,
    recordId: row.recordId,
    before: row.before,
    proposed: row.proposed,
    makerName: row.makerName,
    madeAt: row.madeAt.toISOString(),
    mine: row.makerId === readerId,
  };
}

/** The change a request proposes, as the one write path applies it. */
export function changeOf(row: RequestRow): ListChange {
  if (row.action === 'add') return { action: 'add', row: row.proposed ?? {} };
  if (row.action === 'edit') return { action: 'edit', id: row.recordId!, row: row.proposed ?? {} };
  return { action: 'delete', id: row.recordId! };
}

/** Changes to checked lists waiting for a second person, and their decisions; the audit log's export. */
export function changeRequestStore(db: Database) {
  return {
    /** Stores a pending change; null when the row already has one pending (one at a time). */
    async submit(
      kind: ListKind,
      change: ListChange,
      before: Record<string, unknown> | null,
      maker: Editor,
    ): Promise<RequestRow | null> {
      try {
        const [row] = await db
          .insert(listChangeRequests)
          .values({
            list: kind,
            action: change.action as ChangeAction,
            recordId: change.action === 'add' ? null : change.id,
            before,
            proposed: change.action === 'delete' ? null : change.row,
            makerId: maker.id,
            makerName: maker.username,
          })
          .returning();
        return row!;
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    async find(id: number): Promise<RequestRow | null> {
      const [row] = await db.select().from(listChangeRequests).where(eq(listChangeRequests.id, id)).limit(1);
      return row ?? null;
    },

    /** The pending changes (of one list, or all), oldest first: the order they are to be decided in. */
    async pending(list: ListKind | null): Promise<RequestRow[]> {
      const conditions: SQL[] = [eq(listChangeRequests.status, 'pending')];
      if (list) conditions.push(eq(listChangeRequests.list, list));
      return db
        .select()
        .from(listChangeRequests)
        .where(and(...conditions))
        .orderBy(asc(listChangeRequests.madeAt), asc(listChangeRequests.id))
        .limit(PENDING_SHOWN);
    },

    /**
     * Marks a pending change decided, locking it: null when it is no longer pending (decided by someone else
     * meanwhile). Run inside the transaction that applies the change, so a refused change stays pending.
     */
    async decide(
      id: number,
      status: 'authorized' | 'rejected',
      checker: Editor,
      reason: string | null,
    ): Promise<RequestRow | null> {
      const [row] = await db
        .update(listChangeRequests)
        .set({ status, checkerId: checker.id, checkerName: checker.username, decidedAt: new Date(), reason })
        .where(and(eq(listChangeRequests.id, id), eq(listChangeRequests.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** The audit log between two UTC days (inclusive) for one list or all, newest first, for the Excel export. */
    async auditForExport(
      list: ListKind | null,
      from: string | undefined,
      to: string | undefined,
    ): Promise<AuditEntry[]> {
      const conditions: SQL[] = [];
      if (list) conditions.push(eq(listChanges.list, list));
      if (from) conditions.push(gte(listChanges.at, new Date(`${from}T00:00:00Z`)));
      if (to) conditions.push(lt(listChanges.at, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)));
      const rows = await db
        .select()
        .from(listChanges)
        .where(and(...conditions))
        .orderBy(desc(listChanges.at), desc(listChanges.id))
        .limit(EXPORT_LIMIT);
      return rows.map(auditEntry);
    },
  };
}
export type ChangeRequestStore = ReturnType<typeof changeRequestStore>;

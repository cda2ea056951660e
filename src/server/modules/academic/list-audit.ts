import { count, desc, eq } from 'drizzle-orm';
import type { ListKind } from '../../../domain/academic/list-descriptor';
import type { AuditEntry, ListPage } from '../../../domain/academic/list-query';
import type { Database } from '../../db/client';
import { listChanges } from '../../db/schema';
import { LIST_TABLES } from './list-tables';
import type { Row } from './list-reads';

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

const AUDIT_PAGE = 50;

/** The audit log of the lists: each change written with its editor (and checker), read a page at a time. */
export function listAudit(db: Database) {
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
    log,

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

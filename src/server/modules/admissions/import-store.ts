import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import type { ImportProgress, ImportReport, RowIssue } from '../../../domain/admissions/bulk-report';
import { ISSUES_IN_ANSWER } from '../../../domain/admissions/bulk-report';
import type { Database } from '../../db/client';
import { admissionImportRejects, admissionImports } from '../../db/schema';
import type { RejectedRow } from '../../sheets/error-sheet';
import type { ImportCounts, Reject } from '../../sheets/sheet-import';

type ImportRow = typeof admissionImports.$inferSelect;

const progressOf = (r: ImportRow): ImportProgress => ({
  importKey: r.importKey,
  fileName: r.fileName,
  status: r.status as ImportProgress['status'],
  totalRows: r.totalRows,
  checkedRows: r.checkedRows,
  savedRows: r.savedRows,
  alreadyAdmittedRows: r.alreadyAdmittedRows,
  invalidRows: r.invalidRows,
  message: r.message,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/**
 * A job still 'checking' that has not moved (started, or saved a batch) for this long was cut off: the server
 * stopped mid-upload. Reading and saving a batch takes seconds, so this is far past any working upload.
 */
const IMPORT_IDLE_MS = 10 * 60_000;

/**
 * Marks uploads cut off by a restart or crash failed, with a message the clerk sees on polling or sending the
 * file again; run at start, and for one job whenever it is read. Answers how many were marked.
 */
export async function failInterruptedImports(
  db: Database,
  now: Date,
  only?: { userId: number; importKey: string },
): Promise<number> {
  const rows = await db
    .update(admissionImports)
    .set({ status: 'failed', message: BULK_MESSAGES.interrupted, finishedAt: now })
    .where(
      and(
        eq(admissionImports.status, 'checking'),
        lt(admissionImports.progressAt, new Date(now.getTime() - IMPORT_IDLE_MS)),
        only
          ? and(eq(admissionImports.userId, only.userId), eq(admissionImports.importKey, only.importKey))
          : undefined,
      ),
    )
    .returning({ id: admissionImports.id });
  return rows.length;
}

/** The upload jobs of the admissions import and the rows they did not save (admission_imports tables). */
export function importStore(db: Database) {
  const find = async (userId: number, importKey: string) => {
    await failInterruptedImports(db, new Date(), { userId, importKey });
    const [row] = await db
      .select()
      .from(admissionImports)
      .where(and(eq(admissionImports.userId, userId), eq(admissionImports.importKey, importKey)))
      .limit(1);
    return row ?? null;
  };

  return {
    find,

    /** Starts a job for this key; null when the user already has one with this key (a replay or a double click). */
    async start(job: {
      userId: number;
      importKey: string;
      fileType?: string;
      fileName: string;
      fileSize: number;
      totalRows: number | null;
      requestHash: string;
    }): Promise<ImportRow | null> {
      const [row] = await db
        .insert(admissionImports)
        .values({ ...job, status: 'checking' })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** After a batch: what was checked and saved so far, and the rows not saved (committed, so a poll sees them). */
    async record(id: number, counts: ImportCounts, rejects: readonly Reject[]) {
      if (rejects.length) {
        await db.insert(admissionImportRejects).values(
          rejects.map((r) => ({
            importId: id,
            rowNumber: r.rowNumber,
            kind: r.kind,
            issues: [...r.issues],
            cells: [...r.cells],
          })),
        );
      }
      await db
        .update(admissionImports)
        .set({
          checkedRows: counts.checked,
          savedRows: counts.saved,
          alreadyAdmittedRows: counts.admitted,
          invalidRows: counts.invalid,
          totalRows: counts.totalRows,
          progressAt: sql`now()`,
        })
        .where(eq(admissionImports.id, id));
    },

    async finish(id: number, status: 'done' | 'failed', message: string, totalRows?: number) {
      await db
        .update(admissionImports)
        .set({ status, message, finishedAt: sql`now()`, ...(totalRows === undefined ? {} : { totalRows }) })
        .where(eq(admissionImports.id, id));
    },

    progress: progressOf,

    /** The upload's answer: its figures, the first issues for the on-screen table and the rows already admitted. */
    async report(row: ImportRow): Promise<ImportReport> {
      const rejects = await db
        .select({
          rowNumber: admissionImportRejects.rowNumber,
          kind: admissionImportRejects.kind,
          issues: admissionImportRejects.issues,
        })
        .from(admissionImportRejects)
        .where(eq(admissionImportRejects.importId, row.id))
        .orderBy(asc(admissionImportRejects.rowNumber))
        .limit(ISSUES_IN_ANSWER + 100);
      const issues: RowIssue[] = [];
      const alreadyAdmitted: number[] = [];
      for (const r of rejects) {
        if (r.kind === 'admitted') alreadyAdmitted.push(r.rowNumber);
        else for (const i of r.issues) issues.push({ row: r.rowNumber, ...i });
      }
      const moreIssues = issues.length > ISSUES_IN_ANSWER || rejects.length > ISSUES_IN_ANSWER;
      return {
        ...progressOf(row),
        issues: issues.slice(0, ISSUES_IN_ANSWER),
        moreIssues,
        alreadyAdmitted: alreadyAdmitted.slice(0, 100),
      };
    },

    /** The rows of an upload that need fixing (not those already admitted), in row order, a page at a time. */
    async *invalidRows(importId: number): AsyncGenerator<RejectedRow> {
      let after = 0;
      for (;;) {
        const page = await db
          .select()
          .from(admissionImportRejects)
          .where(
            and(
              eq(admissionImportRejects.importId, importId),
              eq(admissionImportRejects.kind, 'invalid'),
              gt(admissionImportRejects.id, after),
            ),
          )
          .orderBy(asc(admissionImportRejects.id))
          .limit(1000);
        for (const r of page) yield { rowNumber: r.rowNumber, cells: r.cells, issues: r.issues };
        if (page.length < 1000) return;
        after = page.at(-1)!.id;
      }
    },
  };
}
export type ImportStore = ReturnType<typeof importStore>;

const DAY_MS = 86_400_000;

/**
 * Deletes the rows not submitted of uploads started more than ttlDays ago (IMPORT_REJECTS_TTL_DAYS): they hold
 * applicants' names, births and phones for the clerk to fix, not to keep. The upload's figures stay. Run at start
 * and every few hours (main.ts); returns how many rows went.
 */
export async function purgeOldImportRejects(db: Database, ttlDays: number, now = new Date()): Promise<number> {
  const old = db
    .select({ id: admissionImports.id })
    .from(admissionImports)
    .where(lt(admissionImports.startedAt, new Date(now.getTime() - ttlDays * DAY_MS)));
  const rows = await db
    .delete(admissionImportRejects)
    .where(inArray(admissionImportRejects.importId, old))
    .returning({ id: admissionImportRejects.id });
  return rows.length;
}

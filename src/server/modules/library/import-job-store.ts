import { and, eq } from 'drizzle-orm';
import { ISSUES_IN_ANSWER } from '../../../domain/admissions/bulk-report';
import type { ImportProgress, ImportReport } from '../../../domain/admissions/import-answers';
import type { Database } from '../../db/client';
import { libraryImports } from '../../db/schema';

type ImportRow = typeof libraryImports.$inferSelect;

/** What a MARC import has done so far, recorded after each batch so that the app's poll sees it. */
export interface ImportFigures {
  checked: number;
  saved: number;
  already: number;
  invalid: number;
  issues: { row: number; column: string; reason: string }[];
  alreadyRecords: number[];
}

/**
 * The MARC imports as jobs (library_imports), one per user and Idempotency-Key: started, its figures after each
 * batch, finished; read back as the upload panel's progress and report (the shapes of the Excel uploads).
 */
export function importJobStore(db: Database) {
  const progressOf = (row: ImportRow): ImportProgress => ({
    importKey: row.importKey,
    fileName: row.fileName,
    status: row.status as ImportProgress['status'],
    totalRows: row.totalRecords,
    checkedRows: row.checked,
    savedRows: row.saved,
    alreadyAdmittedRows: row.already,
    invalidRows: row.invalid,
    message: row.message,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  });
  return {
    progressOf,
    reportOf: (row: ImportRow): ImportReport => ({
      ...progressOf(row),
      issues: row.issues.slice(0, ISSUES_IN_ANSWER),
      moreIssues: row.issues.length > ISSUES_IN_ANSWER,
      alreadyAdmitted: row.alreadyRecords.slice(0, ISSUES_IN_ANSWER),
    }),

    /** A new job for this key, or null when the user already has one with it. */
    async start(job: { userId: number; importKey: string; fileName: string; requestHash: string; total: number }) {
      const [row] = await db
        .insert(libraryImports)
        .values({ ...job, totalRecords: job.total })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async find(userId: number, importKey: string): Promise<ImportRow | null> {
      const [row] = await db
        .select()
        .from(libraryImports)
        .where(and(eq(libraryImports.userId, userId), eq(libraryImports.importKey, importKey)));
      return row ?? null;
    },

    async record(id: number, figures: ImportFigures): Promise<void> {
      await db.update(libraryImports).set(figures).where(eq(libraryImports.id, id));
    },

    async finish(id: number, status: 'done' | 'failed', message: string, now: Date): Promise<void> {
      await db.update(libraryImports).set({ status, message, finishedAt: now }).where(eq(libraryImports.id, id));
    },
  };
}

export type ImportJobStore = ReturnType<typeof importJobStore>;

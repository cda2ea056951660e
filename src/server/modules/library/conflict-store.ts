import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Conflict } from '../../../domain/library/circulation-answers';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import { filled } from '../../../domain/library/messages';
import type { Database } from '../../db/client';
import { faculty, libraryConflicts, libraryCopies, libraryTitles, students, users } from '../../db/schema';
import type { Patron } from './patron-store';
import { patronKey } from './patron-store';

/** The kinds of offline desk actions the server could not apply as recorded, with the message each shows. */
export const CONFLICT_MESSAGES = {
  UNKNOWN_PATRON: M.conflictUnknownPatron,
  COPY_ON_LOAN: M.conflictCopyOnLoan,
  RULE_BROKEN: M.conflictRuleBroken,
  REISSUED: M.conflictReissued,
  RETURNED_LATER: M.conflictReturnedLater,
} as const;
export type ConflictKind = keyof typeof CONFLICT_MESSAGES;

export interface NewConflict {
  kind: ConflictKind;
  action: 'ISSUE' | 'RETURN' | 'RENEW';
  copyId: number;
  patron: Pick<Patron, 'kind' | 'id'> | null;
  loanId: number | null;
  occurredAt: Date;
  /** The values the kind's message is filled with. */
  detail: Record<string, string>;
  userId: number;
}

/** The conflicts of offline circulation: recorded as they reach the server, listed, resolved with a note. */
export function conflictStore(db: Database) {
  return {
    async record(c: NewConflict): Promise<string> {
      await db.insert(libraryConflicts).values({
        kind: c.kind,
        action: c.action,
        copyId: c.copyId,
        ...(c.patron ? patronKey(c.patron) : {}),
        loanId: c.loanId,
        occurredAt: c.occurredAt,
        detail: c.detail,
        recordedBy: c.userId,
      });
      return filled(CONFLICT_MESSAGES[c.kind], c.detail);
    },

    /** Open conflicts first (oldest first), then the last resolved ones. */
    async list(resolved: boolean, limit = 200): Promise<Conflict[]> {
      const rows = await db
        .select({
          id: libraryConflicts.id,
          kind: libraryConflicts.kind,
          action: libraryConflicts.action,
          detail: libraryConflicts.detail,
          barcode: libraryCopies.barcode,
          title: libraryTitles.title,
          studentName: students.fullName,
          studentCode: students.rollNo,
          staffName: faculty.fullName,
          staffCode: faculty.empCode,
          occurredAt: libraryConflicts.occurredAt,
          recordedAt: libraryConflicts.recordedAt,
          recordedBy: sql<string>`coalesce(${users.username}, '')`,
          resolvedAt: libraryConflicts.resolvedAt,
          note: libraryConflicts.note,
        })
        .from(libraryConflicts)
        .innerJoin(libraryCopies, eq(libraryCopies.id, libraryConflicts.copyId))
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
        .leftJoin(students, eq(students.id, libraryConflicts.studentId))
        .leftJoin(faculty, eq(faculty.id, libraryConflicts.facultyId))
        .leftJoin(users, eq(users.id, libraryConflicts.recordedBy))
        .where(resolved ? isNotNull(libraryConflicts.resolvedAt) : isNull(libraryConflicts.resolvedAt))
        .orderBy(resolved ? desc(libraryConflicts.resolvedAt) : libraryConflicts.recordedAt)
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        action: r.action as Conflict['action'],
        message: filled(CONFLICT_MESSAGES[r.kind as ConflictKind] ?? r.kind, r.detail),
        barcode: r.barcode,
        title: r.title,
        patron:
          r.studentName !== null
            ? { name: r.studentName, code: r.studentCode ?? '' }
            : r.staffName !== null
              ? { name: r.staffName, code: r.staffCode ?? '' }
              : null,
        occurredAt: r.occurredAt.toISOString(),
        recordedAt: r.recordedAt.toISOString(),
        recordedBy: r.recordedBy,
        resolvedAt: r.resolvedAt?.toISOString() ?? null,
        note: r.note,
      }));
    },

    /** Marks an open conflict resolved with the librarian's note; false when there is no such open conflict. */
    async resolve(id: number, note: string, userId: number, at: Date): Promise<boolean> {
      const done = await db
        .update(libraryConflicts)
        .set({ resolvedAt: at, resolvedBy: userId, note })
        .where(and(eq(libraryConflicts.id, id), isNull(libraryConflicts.resolvedAt)))
        .returning({ id: libraryConflicts.id });
      return done.length > 0;
    },
  };
}

export type ConflictStore = ReturnType<typeof conflictStore>;

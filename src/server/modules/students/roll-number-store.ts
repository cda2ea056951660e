import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import {
  DEFAULT_ROLL_SETTINGS,
  groupPrefix,
  lastSerialOf,
  previewRollNumbers,
  type RollCandidate,
  type RollPatternSettings,
} from '../../../domain/students/roll-number-pattern';
import type { RollAssignRequest } from '../../../domain/students/student-schemas';
import type { Database } from '../../db/client';
import { admissions, batches, branches, rollNumberSettings, studentMoves, students } from '../../db/schema';
import type { Mover } from './moves-store';

/** A students row still holding its admission number ('2026ADM0001') as roll number: admitted, awaiting one. */
const AWAITING = sql`${students.rollNo} ~ '^[0-9]{4}ADM[0-9]{4,}$'`;

export interface RollPreviewRow {
  studentId: number;
  adminNo: string;
  fullName: string;
  branch: string;
  rollNumber: string | null;
}

type Transaction = <T>(fn: () => Promise<T>) => Promise<T>;

/** The college's roll number pattern and the numbers it gives admitted applicants, previewed, then assigned. */
export function rollNumberStore(db: Database, transaction: Transaction) {
  const settings = async (): Promise<RollPatternSettings> => {
    const [row] = await db.select().from(rollNumberSettings).limit(1);
    return row
      ? {
          pattern: row.pattern,
          collegeCode: row.collegeCode,
          regularEntry: row.regularEntry,
          lateralEntry: row.lateralEntry,
        }
      : DEFAULT_ROLL_SETTINGS;
  };

  /** The applicants of the batch (and branch) in admission order, with the numbers they would get. */
  const preview = async (request: RollAssignRequest): Promise<RollPreviewRow[]> => {
    const current = await settings();
    const rows = await db
      .select({
        studentId: students.id,
        adminNo: students.rollNo,
        fullName: students.fullName,
        branch: branches.shortName,
        branchCode: branches.code,
        startYear: batches.startYear,
        admissionType: admissions.admissionType,
        lateralEntry: sql<string | null>`${admissions.details}->>'lateralEntry'`,
      })
      .from(students)
      .innerJoin(batches, eq(batches.id, students.batchId))
      .innerJoin(branches, eq(branches.id, students.branchId))
      .leftJoin(admissions, eq(admissions.studentId, students.id))
      .where(
        and(
          AWAITING,
          eq(students.batchId, request.batchId),
          request.branchId ? eq(students.branchId, request.branchId) : undefined,
        ),
      )
      .orderBy(asc(branches.code), asc(students.rollNo));
    const candidates: RollCandidate[] = rows.map((r) => ({
      studentId: r.studentId,
      startYear: r.startYear,
      branchCode: r.branchCode,
      lateral: r.admissionType === 'Lateral' || r.lateralEntry === 'Yes',
    }));
    const prefixes = [...new Set(candidates.map((c) => groupPrefix(current, c)))];
    const taken = prefixes.length
      ? (
          await db
            .select({ rollNo: students.rollNo })
            .from(students)
            .where(or(...prefixes.map((p) => like(students.rollNo, `${p}%`))))
        ).map((r) => r.rollNo)
      : [];
    const numbers = previewRollNumbers(candidates, taken, current);
    return rows.map((r, i) => ({
      studentId: r.studentId,
      adminNo: r.adminNo,
      fullName: r.fullName,
      branch: r.branch,
      rollNumber: numbers[i]!.rollNumber,
    }));
  };

  /** The branches whose applicants would get no number (past the pattern's last serial), and that serial. */
  const exhausted = async (rows: RollPreviewRow[]) => {
    const branches = [...new Set(rows.filter((r) => r.rollNumber === null).map((r) => r.branch))];
    return branches.length ? { branches, last: lastSerialOf((await settings()).pattern) } : null;
  };

  return {
    settings,
    exhausted,
    async saveSettings(value: RollPatternSettings): Promise<void> {
      await db
        .insert(rollNumberSettings)
        .values({ id: 1, ...value })
        .onConflictDoUpdate({ target: rollNumberSettings.id, set: value });
    },
    preview,
    /**
     * Gives the previewed numbers in one transaction, holding a lock so two assigns never compute the same serials;
     * an applicant already numbered is no longer awaiting, so assigning again gives nothing twice. When a branch has
     * applicants past the pattern's last serial nobody is numbered: the branches and that serial are answered.
     */
    async assign(
      request: RollAssignRequest,
      by: Mover,
    ): Promise<RollPreviewRow[] | { exhausted: { branches: string[]; last: string } }> {
      return transaction(async () => {
        await db.execute(sql`select pg_advisory_xact_lock(hashtext('student-roll-numbers'))`);
        const rows = await preview(request);
        // Numbering some of a branch and leaving the rest silently without one would be worse than numbering none.
        const full = await exhausted(rows);
        if (full) return { exhausted: full };
        for (const r of rows) {
          await db.update(students).set({ rollNo: r.rollNumber! }).where(eq(students.id, r.studentId));
        }
        if (rows.length)
          await db.insert(studentMoves).values(
            rows.map((r) => ({
              studentId: r.studentId,
              kind: 'roll-number',
              fromState: { rollNo: r.adminNo },
              toState: { rollNo: r.rollNumber! },
              userId: by.id,
              userName: by.username,
            })),
          );
        return rows;
      });
    },
  };
}

export type RollNumberStore = ReturnType<typeof rollNumberStore>;

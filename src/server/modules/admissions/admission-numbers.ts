import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admissionCounters } from '../../db/schema';

/** An admission number: the academic year's first year, 'ADM', a serial of at least four digits ('2026ADM0001'). */
function formatAdmissionNumber(academicYear: string, serial: number): string {
  return `${academicYear.slice(0, 4)}ADM${String(serial).padStart(4, '0')}`;
}

/**
 * Takes `count` consecutive numbers of the academic year in one statement. Call it inside the save's
 * transaction: the counter row stays locked until commit, so concurrent saves get distinct numbers, and
 * a save that rolls back gives its numbers back.
 */
export async function allocateAdmissionNumbers(tx: Database, academicYear: string, count: number): Promise<string[]> {
  if (count <= 0) return [];
  const [row] = await tx
    .insert(admissionCounters)
    .values({ academicYear, lastNumber: count })
    .onConflictDoUpdate({
      target: admissionCounters.academicYear,
      set: { lastNumber: sql`${admissionCounters.lastNumber} + ${count}` },
    })
    .returning({ last: admissionCounters.lastNumber });
  const last = row!.last;
  return Array.from({ length: count }, (_, i) => formatAdmissionNumber(academicYear, last - count + 1 + i));
}

/** §7 generateAdmistionNumber: the number the next save of the year would take (display only). */
export async function peekAdmissionNumber(db: Database, academicYear: string): Promise<string> {
  const [row] = await db
    .select({ last: admissionCounters.lastNumber })
    .from(admissionCounters)
    .where(eq(admissionCounters.academicYear, academicYear));
  return formatAdmissionNumber(academicYear, (row?.last ?? 0) + 1);
}

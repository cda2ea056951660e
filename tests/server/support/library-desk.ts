import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { batches, degrees, faculty, libraryCopies, libraryTitles, students } from '../../../src/server/db/schema';
import type { SessionClient } from './session-client';

/** Some studying UG students of the demo college, by roll number. */
export async function ugStudents(db: Database, n: number): Promise<string[]> {
  const rows = await db
    .select({ roll: students.rollNo })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batchId))
    .innerJoin(degrees, eq(degrees.id, batches.degreeId))
    .where(and(eq(degrees.level, 'UG'), eq(students.status, 'studying')))
    .orderBy(asc(students.rollNo))
    .limit(n);
  return rows.map((r) => r.roll);
}

/** A teacher's employee code. */
export async function staffCode(db: Database): Promise<string> {
  const [row] = await db.select({ code: faculty.empCode }).from(faculty).where(eq(faculty.status, 'Active')).limit(1);
  return row!.code;
}

/**
 * Barcodes of available purchased copies of one kind of item, from distinct titles unless `sameTitle`, skipping
 * those already used by the test.
 */
export async function availableCopies(
  db: Database,
  itemType: string,
  n: number,
  used: readonly string[] = [],
): Promise<string[]> {
  const rows = await db
    .select({ barcode: libraryCopies.barcode })
    .from(libraryCopies)
    .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
    .where(
      and(
        eq(libraryTitles.itemType, itemType),
        eq(libraryCopies.status, 'AVAILABLE'),
        eq(libraryCopies.source, 'PURCHASE'),
        used.length ? notInArray(libraryCopies.barcode, [...used]) : undefined,
      ),
    )
    .orderBy(asc(libraryCopies.id))
    .limit(n);
  return rows.map((r) => r.barcode);
}

export async function copyStatus(db: Database, barcodes: string[]): Promise<Record<string, string>> {
  const rows = await db
    .select({ barcode: libraryCopies.barcode, status: libraryCopies.status })
    .from(libraryCopies)
    .where(inArray(libraryCopies.barcode, barcodes));
  return Object.fromEntries(rows.map((r) => [r.barcode, r.status]));
}

/** The desk's calls as the app sends them, with an Idempotency-Key when given. */
export function deskCalls(client: SessionClient) {
  const post = (path: string, json: unknown, key?: string) =>
    client.request(`/api/app/library/${path}`, { json, headers: key ? { 'Idempotency-Key': key } : {} });
  return {
    issue: (patron: string, barcode: string, extra: Record<string, unknown> = {}, key?: string) =>
      post('issues', { patron, barcode, ...extra }, key),
    giveBack: (barcode: string, extra: Record<string, unknown> = {}, key?: string) =>
      post('returns', { barcode, ...extra }, key),
    renew: (barcode: string, extra: Record<string, unknown> = {}) => post('renewals', { barcode, ...extra }),
    card: (code: string) => client.request(`/api/app/library/patrons/${encodeURIComponent(code)}`),
    conflicts: () => client.request('/api/app/library/conflicts'),
    resolve: (id: number, note: string) =>
      client.request(`/api/app/library/conflicts/${String(id)}`, { method: 'PUT', json: { note } }),
  };
}

import { asc, eq, or, sql } from 'drizzle-orm';
import type { FoundCode } from '../../../domain/library/barcode-answers';
import type { CopyStatus } from '../../../domain/library/catalogue';
import type { Database } from '../../db/client';
import {
  batches,
  branches,
  degrees,
  departments,
  faculty,
  libraryCopies,
  libraryTitles,
  students,
} from '../../db/schema';

/**
 * What a scanned code is: a copy (by its barcode, or its accession number typed), a student (roll number) or a member
 * of staff (employee code), matched whatever the case of the code on record. Codes are unique within each kind; a
 * code that two kinds share (a register numbered like the roll numbers) is answered with both.
 */
export function barcodeLookupStore(db: Database) {
  return {
    async lookup(code: string): Promise<FoundCode[]> {
      const copies = await db
        .select({
          copyId: libraryCopies.id,
          titleId: libraryTitles.id,
          title: libraryTitles.title,
          authors: libraryTitles.authors,
          callNumber: libraryTitles.callNumber,
          accessionNo: libraryCopies.accessionNo,
          barcode: libraryCopies.barcode,
          location: libraryCopies.location,
          status: libraryCopies.status,
        })
        .from(libraryCopies)
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
        .where(or(eq(libraryCopies.barcode, code), eq(libraryCopies.accessionNo, code)))
        .orderBy(asc(libraryCopies.id));
      const learners = await db
        .select({
          id: students.id,
          code: students.rollNo,
          name: students.fullName,
          detail: sql<string>`${degrees.name} || ' ' || ${branches.shortName} || ', ' || ${batches.name}`,
          status: students.status,
        })
        .from(students)
        .innerJoin(batches, eq(batches.id, students.batchId))
        .innerJoin(degrees, eq(degrees.id, batches.degreeId))
        .innerJoin(branches, eq(branches.id, students.branchId))
        .where(eq(sql`upper(${students.rollNo})`, code));
      const staff = await db
        .select({
          id: faculty.id,
          code: faculty.empCode,
          name: faculty.fullName,
          detail: sql<string>`${faculty.designation} || ', ' || ${departments.name}`,
          status: faculty.status,
        })
        .from(faculty)
        .innerJoin(departments, eq(departments.id, faculty.departmentId))
        .where(eq(sql`upper(${faculty.empCode})`, code));
      return [
        ...copies.map((c) => ({ kind: 'copy' as const, ...c, status: c.status as CopyStatus })),
        ...learners.map((s) => ({ kind: 'student' as const, ...s })),
        ...staff.map((s) => ({ kind: 'staff' as const, ...s })),
      ];
    },
  };
}

export type BarcodeLookupStore = ReturnType<typeof barcodeLookupStore>;

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { batchDateOfBirth, demoRollNumber, firstStudentDateOfBirth, type DemoBatch } from './demo-year';
import { FEMALE_FIRST_NAMES, FIRST_NAMES, STUDENTS_PER_BRANCH, SURNAMES } from './names-and-courses';
import { seededRandom } from './seeded-random';

/**
 * The batch before the demo's: 300 students who passed out in May (2022-2026 as written), the alumni demo's
 * roll numbers. Their names come from a stream of their own, so the batch on roll keeps its names and marks.
 */
export async function seedGraduates(
  db: Database,
  batch: DemoBatch,
  batchRows: { id: number; startYear: number }[],
  branchRows: { id: number; code: string }[],
  regulationId: number,
): Promise<void> {
  const rnd = seededRandom(20220801);
  const batchId = batchRows.find((b) => b.startYear === batch.graduated.startYear)!.id;
  await db.insert(t.students).values(
    branchRows.flatMap((branch, bi) =>
      Array.from({ length: STUDENTS_PER_BRANCH }, (_, i) => {
        const first = rnd.pick(FIRST_NAMES);
        const rollNo = demoRollNumber(batch.graduated.rollPrefix, branch.code, i + 1);
        return {
          rollNo,
          dateOfBirth:
            bi * STUDENTS_PER_BRANCH + i === 4 * STUDENTS_PER_BRANCH
              ? firstStudentDateOfBirth(batch.graduated.startYear)
              : batchDateOfBirth(batch.graduated.startYear, bi * STUDENTS_PER_BRANCH + i),
          fullName: `${first} ${rnd.pick(SURNAMES)}`.toUpperCase(),
          gender: FEMALE_FIRST_NAMES.has(first) ? 'FEMALE' : 'MALE',
          batchId,
          branchId: branch.id,
          regulationId,
          status: 'graduated',
          semester: 8,
          email: `${rollNo.toLowerCase()}@demo-college.edu.in`,
          mobile: `9${String(rnd.int(100000000, 999999999))}`,
        };
      }),
    ),
  );
}

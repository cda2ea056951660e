import { eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { batches, branches, courses, degrees, sections } from '../db/schema';
import type { DemoPart } from './demo-part';

/**
 * The demo college's sections and subject details: two sections (A, B) of 30 for each B.Tech branch of the batches
 * with students or admissions under way, and the demo subjects' kinds (labs and projects carry 40 internal and 60
 * external marks, theory 30 and 70).
 */
export async function seedAcademicLists(db: Database): Promise<void> {
  const btechBatches = await db
    .select({ id: batches.id, degreeId: batches.degreeId })
    .from(batches)
    .innerJoin(degrees, eq(degrees.id, batches.degreeId))
    .where(eq(degrees.name, 'B.Tech'));
  const btechBranches = await db.select({ id: branches.id, degreeId: branches.degreeId }).from(branches);
  const rows = btechBatches.flatMap((batch) =>
    btechBranches
      .filter((b) => b.degreeId === batch.degreeId)
      .flatMap((branch) => ['A', 'B'].map((name) => ({ batchId: batch.id, branchId: branch.id, name, capacity: 30 }))),
  );
  if (rows.length) await db.insert(sections).values(rows).onConflictDoNothing();
  await db
    .update(courses)
    .set({ subjectType: 'lab', internalMax: 40, externalMax: 60 })
    .where(or(ilike(courses.name, '%lab%'), ilike(courses.name, '%workshop%')));
  await db
    .update(courses)
    .set({ subjectType: 'project', internalMax: 40, externalMax: 60 })
    .where(ilike(courses.name, '%project%'));
  // A 0-credit subject is mandatory: pass or no pass, outside the SGPA.
  await db.update(courses).set({ subjectType: 'mandatory' }).where(eq(courses.credits, 0));
}

/** The demo college's academic lists part: the lists the college keeps (programmes, subjects, …). */
export const academicListsDemo: DemoPart = {
  name: 'academic lists',
  order: 70,
  seed: (tx) => seedAcademicLists(tx),
};

import { eq } from 'drizzle-orm';
import type { PublishedGrade } from '../../../domain/academic/grading-scheme';
import { GRADE_POINTS } from '../../../domain/results/grade-scale';
import type { Database } from '../../db/client';
import { courses, examResults } from '../../db/schema';

/**
 * Each grade published under a regulation with the points it was published worth (§9's for rows stored without
 * points): what a change of its scheme may not give a second meaning.
 */
export async function publishedGrades(db: Database, regulationId: number): Promise<PublishedGrade[]> {
  const rows = await db
    .selectDistinct({ grade: examResults.grade, points: examResults.gradePoints })
    .from(examResults)
    .innerJoin(courses, eq(courses.id, examResults.courseId))
    .where(eq(courses.regulationId, regulationId));
  return rows.map((r) => ({
    grade: r.grade,
    points: r.points ?? GRADE_POINTS[r.grade as keyof typeof GRADE_POINTS] ?? 0,
  }));
}

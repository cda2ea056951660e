import { and, eq, type SQL } from 'drizzle-orm';
import type { AnalysedResult } from '../../../domain/result-analysis/analysis';
import { isGrade } from '../../../domain/results/grade-scale';
import type { Database } from '../../db/client';
import { branches, courses, departments, examResults, examTitles, sections, students } from '../../db/schema';
import { withDepartment } from '../../db/section-joins';
import { publishedCredits } from '../../db/published-credits';

/** The published results of an exam with each student's branch, section and department, for its analysis. */
export function analysisStore(db: Database) {
  return {
    async examExists(title: string): Promise<boolean> {
      const [row] = await db.select({ id: examTitles.id }).from(examTitles).where(eq(examTitles.title, title));
      return row !== undefined;
    },

    /** The branch's department name (a HoD's program), null when no branch has that short name. */
    async departmentOfBranch(shortName: string): Promise<string[] | null> {
      const rows = await withDepartment(db.select({ department: departments.name }).from(branches).$dynamic()).where(
        eq(branches.shortName, shortName),
      );
      return rows.length ? rows.map((r) => r.department) : null;
    },

    async results(title: string, only: { branch?: string; department?: string }): Promise<AnalysedResult[]> {
      const where: SQL[] = [eq(examTitles.title, title)];
      if (only.branch) where.push(eq(branches.shortName, only.branch));
      if (only.department !== undefined) where.push(eq(departments.name, only.department));
      const rows = await withDepartment(
        db
          .select({
            studentId: students.id,
            rollNo: students.rollNo,
            name: students.fullName,
            branch: branches.shortName,
            section: sections.name,
            courseCode: courses.code,
            courseName: courses.name,
            credits: publishedCredits,
            grade: examResults.grade,
          })
          .from(examResults)
          .innerJoin(examTitles, eq(examTitles.id, examResults.examTitleId))
          .innerJoin(students, eq(students.id, examResults.studentId))
          .innerJoin(branches, eq(branches.id, students.branchId))
          .$dynamic(),
      )
        .innerJoin(courses, eq(courses.id, examResults.courseId))
        .leftJoin(sections, eq(sections.id, students.sectionId))
        .where(and(...where));
      return rows.map((r) => {
        if (!isGrade(r.grade)) throw new Error(`Unknown grade ${r.grade} stored for ${r.courseCode}`);
        return { ...r, section: r.section ?? '', grade: r.grade };
      });
    },
  };
}

export type AnalysisStore = ReturnType<typeof analysisStore>;

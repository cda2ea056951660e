import { desc } from 'drizzle-orm';
import { academicYear } from '../../../domain/calendar/academic-year';
import { analyseExam } from '../../../domain/result-analysis/analysis';
import type { ResultsReport } from '../../../domain/reports/report-answers';
import type { Database } from '../../db/client';
import { examTitles } from '../../db/schema';
import { analysisStore } from '../result-analysis/service';

/**
 * The results report: each published exam of a year analysed as the exam cell's result analysis does (`analyseExam`:
 * a student passes an exam when every course passes), overall and by branch.
 */
export function resultsReportStore(db: Database) {
  const analysis = analysisStore(db);
  /** Published exams, newest first, with the academic year each was published in. */
  const published = async () =>
    (
      await db
        .select({ title: examTitles.title, publishedAt: examTitles.publishedAt })
        .from(examTitles)
        .orderBy(desc(examTitles.publishedAt), desc(examTitles.id))
    ).map((e) => ({ title: e.title, year: academicYear(e.publishedAt) }));

  return {
    /** The academic years with published exams, newest first. */
    async years(): Promise<string[]> {
      return [...new Set((await published()).map((e) => e.year))];
    },

    /** The year's exams (newest first) and their pass percentages by branch; `exam` (default: the newest) in detail. */
    async report(year: string, exam: string | undefined): Promise<Omit<ResultsReport, 'year' | 'years'> | null> {
      const titles = (await published()).filter((e) => e.year === year).map((e) => e.title);
      if (exam && !titles.includes(exam)) return null;
      const analysed = [];
      for (const title of titles) analysed.push({ title, analysis: analyseExam(await analysis.results(title, {})) });
      const branches = [...new Set(analysed.flatMap((a) => a.analysis.byBranch.map((b) => b.label)))].sort();
      const shown = analysed.find((a) => a.title === (exam || titles[0]));
      return {
        exams: analysed.map(({ title, analysis: a }) => ({
          title,
          students: a.students,
          passed: a.passed,
          percent: a.percent,
        })),
        exam: shown?.title ?? '',
        byBranch: shown?.analysis.byBranch ?? [],
        branches,
        matrix: analysed.map(({ title, analysis: a }) => ({
          title,
          percents: branches.map((b) => a.byBranch.find((row) => row.label === b)?.percent ?? null),
        })),
      };
    },
  };
}

import { academicYear } from '../../../domain/calendar/academic-year';
import { collegeDay } from '../../../domain/calendar/college-time';
import type {
  AdmissionsReport,
  AttendanceReport,
  MoneyReport,
  ResultsReport,
} from '../../../domain/reports/report-answers';
import type { ReportQuery } from '../../../domain/reports/report-requests';
import { recentYears } from '../../../domain/reports/report-rules';
import { shortageByBranch } from '../../../domain/reports/shortage-by-branch';
import type { AnyReport } from '../../../domain/reports/report-tables';
import type { Database } from '../../db/client';
import type { CalendarTerms } from '../timetable/service';
import { admissionsReportStore } from './admissions-report-store';
import { attendanceReportStore } from './attendance-report-store';
import { moneyStore } from './money-store';
import { resultsReportStore } from './results-report-store';

/** Years a report offers: those with records, the one asked for and the present one, newest first. */
const yearsWith = (years: readonly string[], ...more: string[]) => [...new Set([...years, ...more])].sort().reverse();

/** The four reports, each computed from the college's records when asked (nothing is kept between requests). */
export function buildReports(db: Database, terms: CalendarTerms, threshold: number, clock: () => Date) {
  const money = moneyStore(db);
  const admissions = admissionsReportStore(db);
  const attendance = attendanceReportStore(db);
  const results = resultsReportStore(db);

  const reports = {
    async money(q: ReportQuery): Promise<MoneyReport> {
      const now = clock();
      const year = q.year ?? academicYear(now);
      const [groups, months] = await Promise.all([money.groups(), money.months(year)]);
      const totals = groups.byBranch.reduce(
        (sum, r) => ({
          due: sum.due + r.due,
          collected: sum.collected + r.collected,
          outstanding: sum.outstanding + r.outstanding,
        }),
        { due: 0, collected: 0, outstanding: 0 },
      );
      return { year, years: yearsWith(recentYears(now, 5), year), totals, ...groups, months };
    },

    async admissions(q: ReportQuery): Promise<AdmissionsReport> {
      const recorded = await admissions.years();
      const year = q.year ?? recorded[0] ?? academicYear(clock());
      return { year, years: yearsWith(recorded, year), ...(await admissions.report(year)) };
    },

    async attendance(q: ReportQuery): Promise<AttendanceReport> {
      const now = clock();
      const present = academicYear(now);
      const year = q.year ?? present;
      const term = q.term ?? (year === present ? await terms.termOn(collegeDay(now)) : 'odd');
      const figures = shortageByBranch(await attendance.students(year, term), threshold);
      return { year, years: yearsWith(await attendance.years(), year, present), term, threshold, ...figures };
    },

    /** Null when the exam asked for is not one of the year's. */
    async results(q: ReportQuery): Promise<ResultsReport | null> {
      const recorded = await results.years();
      const year = q.year ?? recorded[0] ?? academicYear(clock());
      const report = await results.report(year, q.exam || undefined);
      return report && { year, years: yearsWith(recorded, year), ...report };
    },
  };

  /** Any report by its kind, as the exports take it (null: the exam asked for is not the year's). */
  async function anyReport(kind: AnyReport['kind'], q: ReportQuery): Promise<AnyReport | null> {
    switch (kind) {
      case 'money':
        return { kind, answer: await reports.money(q) };
      case 'admissions':
        return { kind, answer: await reports.admissions(q) };
      case 'attendance':
        return { kind, answer: await reports.attendance(q) };
      case 'results': {
        const answer = await reports.results(q);
        return answer && { kind, answer };
      }
    }
  }

  return { ...reports, anyReport };
}

export type Reports = ReturnType<typeof buildReports>;

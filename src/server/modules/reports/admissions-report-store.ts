import { and, asc, count, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { AdmissionsReport } from '../../../domain/reports/report-answers';
import { NOT_RECORDED, branchLabeller, quotaOf, shareOf } from '../../../domain/reports/report-rules';
import type { Database } from '../../db/client';
import { admissions, branches, casteCategories, degrees } from '../../db/schema';

/** The admissions report's SQL: a year's admissions by branch (against its intake), quota and category. */
export function admissionsReportStore(db: Database) {
  return {
    /** The academic years that have admissions, newest first. */
    async years(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ year: admissions.academicYear })
        .from(admissions)
        .orderBy(sql`${admissions.academicYear} desc`);
      return rows.map((r) => r.year);
    },

    /**
     * The year's admissions: every branch offered that year (introduced by then) with its intake and how many were
     * admitted to it (lateral entrants included); by quota (seat type, else admission type) and by category.
     */
    async report(year: string): Promise<Omit<AdmissionsReport, 'year' | 'years'>> {
      const startYear = Number(year.slice(0, 4));
      const admitted = sql<number>`count(${admissions.id})`.mapWith(Number);
      const branchRows = await db
        .select({
          degree: degrees.name,
          shortName: branches.shortName,
          intake: branches.intake,
          admitted,
        })
        .from(branches)
        .innerJoin(degrees, eq(degrees.id, branches.degreeId))
        .leftJoin(admissions, and(eq(admissions.branchId, branches.id), eq(admissions.academicYear, year)))
        .where(or(isNull(branches.introducedIn), lte(branches.introducedIn, startYear)))
        .groupBy(degrees.name, branches.id)
        .orderBy(asc(degrees.name), asc(branches.shortName));
      const label = branchLabeller(branchRows);
      const quotaRows = await db
        .select({ seatType: admissions.seatType, admissionType: admissions.admissionType, admitted: count() })
        .from(admissions)
        .where(eq(admissions.academicYear, year))
        .groupBy(admissions.seatType, admissions.admissionType);
      const byQuota = new Map<string, number>();
      for (const q of quotaRows) {
        const name = quotaOf(q.seatType, q.admissionType);
        byQuota.set(name, (byQuota.get(name) ?? 0) + Number(q.admitted));
      }
      const categoryRows = await db
        .select({ category: admissions.category, admitted: count(), order: casteCategories.sortOrder })
        .from(admissions)
        .leftJoin(casteCategories, eq(casteCategories.code, admissions.category))
        .where(eq(admissions.academicYear, year))
        .groupBy(admissions.category, casteCategories.sortOrder)
        .orderBy(sql`${casteCategories.sortOrder} asc nulls last`, asc(admissions.category));
      // The degrees that admitted anyone that year (every degree when none did): a degree the college did not admit to
      // through its register would only add rows of empty seats.
      const admitting = new Set(branchRows.filter((b) => b.admitted > 0).map((b) => b.degree));
      const byBranch = branchRows
        .filter((b) => (admitting.size === 0 || admitting.has(b.degree)) && (b.intake > 0 || b.admitted > 0))
        .map((b) => ({
          label: label(b),
          intake: b.intake,
          admitted: b.admitted,
          percent: shareOf(b.admitted, b.intake),
        }));
      return {
        intake: byBranch.reduce((sum, b) => sum + b.intake, 0),
        admitted: byBranch.reduce((sum, b) => sum + b.admitted, 0),
        byBranch,
        byQuota: [...byQuota.entries()]
          .map(([name, n]) => ({ label: name, admitted: n }))
          .sort((a, b) => b.admitted - a.admitted || a.label.localeCompare(b.label)),
        byCategory: categoryRows.map((c) => ({
          label: c.category.trim() || NOT_RECORDED,
          admitted: Number(c.admitted),
        })),
      };
    },
  };
}

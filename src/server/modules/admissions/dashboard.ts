import { and, count, desc, eq, ne, sql, sum } from 'drizzle-orm';
import { Hono } from 'hono';
import { NOT_GIVEN, NO_AGENT, type AdmissionsDashboard } from '../../../domain/admissions/admissions-dashboard';
import { academicYear } from '../../../domain/calendar/academic-year';
import { collegeDay } from '../../../domain/calendar/college-time';
import type { AppEnv } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { admissions, branches, degrees } from '../../db/schema';

/** The admissions dashboard's figures, counted from the admissions table on request. */
export async function admissionsDashboard(db: Database, now: Date): Promise<AdmissionsDashboard> {
  const year = academicYear(now);
  const inYear = eq(admissions.academicYear, year);
  const todayIso = collegeDay(now);
  const [totals] = await db
    .select({
      thisYear: count(),
      today: sql<number>`count(*) filter (where ${admissions.dateOfAdmission} = ${todayIso})`,
      certificatesPending: sql<number>`count(*) filter (where ${admissions.certificateSubmission} <> 'Yes')`,
    })
    .from(admissions)
    .where(inYear);
  const [todayAny] = await db.select({ n: count() }).from(admissions).where(eq(admissions.dateOfAdmission, todayIso));
  const byBranch = await db
    .select({ course: degrees.name, branch: branches.shortName, count: count() })
    .from(admissions)
    .innerJoin(branches, eq(branches.id, admissions.branchId))
    .innerJoin(degrees, eq(degrees.id, admissions.degreeId))
    .where(inYear)
    .groupBy(degrees.name, branches.shortName)
    .orderBy(desc(count()), degrees.name, branches.shortName);
  const byType = await db
    .select({ admissionType: admissions.admissionType, count: count() })
    .from(admissions)
    .where(inYear)
    .groupBy(admissions.admissionType)
    .orderBy(desc(count()), admissions.admissionType);
  const byAgent = await db
    .select({ agent: admissions.agent, count: count(), amount: sum(admissions.agentAmountPaise) })
    .from(admissions)
    .where(and(inYear, ne(admissions.agent, '')))
    .groupBy(admissions.agent)
    .orderBy(desc(count()), admissions.agent);
  const thisYear = Number(totals?.thisYear ?? 0);
  const withAgent = byAgent.reduce((n, a) => n + Number(a.count), 0);
  return {
    academicYear: year,
    thisYear,
    // Today's admissions, whatever academic year their date falls in (a date in April opens a new one).
    today: Number(todayAny?.n ?? totals?.today ?? 0),
    certificatesPending: Number(totals?.certificatesPending ?? 0),
    byBranch: byBranch.map((b) => ({ ...b, count: Number(b.count) })),
    byAdmissionType: byType.map((t) => ({ admissionType: t.admissionType || NOT_GIVEN, count: Number(t.count) })),
    byAgent: [
      ...byAgent.map((a) => ({ agent: a.agent, count: Number(a.count), agentAmountPaise: Number(a.amount ?? 0) })),
      ...(thisYear > withAgent ? [{ agent: NO_AGENT, count: thisYear - withAgent, agentAmountPaise: 0 }] : []),
    ],
    generatedAt: now.toISOString(),
  };
}

export function admissionsDashboardRoutes(db: Database, clock: () => Date) {
  return new Hono<AppEnv>().get('/getAdmissionsDashboard', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await admissionsDashboard(db, clock()));
  });
}

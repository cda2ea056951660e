import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { FacultyRecordTotals } from '../../../domain/faculty/access';
import type { Database } from '../../db/client';
import { awards, departments, faculty, mous, publications } from '../../db/schema';

/** Whose records to add up: one faculty member, one department (by name, as users.program holds it) or the college. */
export type TotalsScope = { facultyId: number } | { department: string } | 'college';

function whereFaculty(
  scope: TotalsScope,
  facultyIdColumn: typeof publications.facultyId | typeof mous.facultyId | typeof awards.facultyId,
): SQL | undefined {
  if (scope === 'college') return undefined;
  if ('facultyId' in scope) return eq(facultyIdColumn, scope.facultyId);
  return sql`${facultyIdColumn} in (select ${faculty.id} from ${faculty} join ${departments} on ${departments.id} = ${faculty.departmentId} where ${departments.name} = ${scope.department})`;
}

/**
 * The counts behind §7's faculty database counters and the dashboards: publications, the sum of their
 * citations, those indexed in Scopus or Web of Science, MoUs and awards. Asked live, never cached.
 */
export async function recordTotals(db: Database, scope: TotalsScope): Promise<FacultyRecordTotals> {
  const [papers, mouRows, awardRows] = await Promise.all([
    db
      .select({
        publications: count(),
        citations: sql<string>`coalesce(sum(${publications.citations}), 0)`,
        scopus: sql<string>`count(*) filter (where ${publications.scopus})`,
        webOfScience: sql<string>`count(*) filter (where ${publications.webOfScience})`,
      })
      .from(publications)
      .where(whereFaculty(scope, publications.facultyId)),
    db.select({ n: count() }).from(mous).where(whereFaculty(scope, mous.facultyId)),
    db.select({ n: count() }).from(awards).where(whereFaculty(scope, awards.facultyId)),
  ]);
  const p = papers[0];
  return {
    publications: Number(p?.publications ?? 0),
    citations: Number(p?.citations ?? 0),
    scopus: Number(p?.scopus ?? 0),
    webOfScience: Number(p?.webOfScience ?? 0),
    mous: Number(mouRows[0]?.n ?? 0),
    awards: Number(awardRows[0]?.n ?? 0),
  };
}

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../src/domain/dashboards/dashboard-data';
import { branches, departments } from '../../src/server/db/schema';
import { demoCollegeApp } from './support/demo-college-app';

const demo = demoCollegeApp();

async function counter(username: string, key: string): Promise<number | undefined> {
  const client = await demo.signedIn(username);
  const data = (await (await client.request('/api/app/getDashboard')).json()) as DashboardData;
  return data.counters.find((c) => c.key === key)?.value;
}

/** The student list's total for a search, as the admin's Students screen shows it. */
async function listed(search: string): Promise<number> {
  const admin = await demo.signedIn('admin');
  const res = await admin.request(`/api/app/students?${search}&pageSize=10`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

describe('the dashboards count what the student list shows', { timeout: 120_000 }, () => {
  it("gives management and the principal 'on roll' equal to the studying students listed", async () => {
    const studying = await listed('status=studying');
    expect(studying).toBeGreaterThanOrEqual(300);
    expect(await counter('principal', 'students')).toBe(studying);
    expect(await counter('chairman', 'students')).toBe(studying);
  });

  it("gives the placement dean 'graduated' equal to the graduated students listed: the 300 of the batch before", async () => {
    // Graduated batches are off roll: the list shows them when asked for every batch, as "Show all batches" does.
    const graduated = await listed('status=graduated&batches=all');
    expect(graduated).toBe(300);
    expect(await counter('placement_rdean', 'graduates')).toBe(graduated);
  });

  it("gives a HoD 'students in my department' equal to the studying students of the department's branches", async () => {
    const db = demo.database.handle.db;
    const cse = await db
      .select({ id: branches.id })
      .from(branches)
      .innerJoin(departments, eq(departments.id, branches.departmentId))
      .where(eq(departments.code, 'CSE'));
    let inDepartment = 0;
    for (const b of cse) inDepartment += await listed(`branchId=${String(b.id)}&status=studying`);
    expect(inDepartment).toBeGreaterThanOrEqual(60);
    expect(await counter('hod', 'deptStudents')).toBe(inDepartment);
  });
});

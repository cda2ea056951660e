import { describe, expect, it } from 'vitest';
import { ROLL_PREFIX } from '../support/demo-rolls';
import { LOGIN_ROLES, demoUserName } from '../../src/domain/auth/roles';
import type { DashboardData, NotificationItem } from '../../src/domain/dashboards/dashboard-data';
import { ROLE_DASHBOARDS } from '../../src/domain/dashboards/role-dashboards';
import { academicStartYearAt, batchStage, isOnRoll } from '../../src/domain/calendar/batch-stage';
import { dashboardsStore } from '../../src/server/modules/dashboards/dashboards-store';
import { demoCollegeApp } from './support/demo-college-app';
import { SessionClient } from './support/session-client';

const demo = demoCollegeApp();

const valueOf = (data: DashboardData, key: string) => data.counters.find((c) => c.key === key)?.value;

/** Faculty database totals counted straight from the seeded tables, for the rows a SQL condition picks. */
async function research(where: string) {
  const n = async (query: string) => Number((await demo.database.handle.db.execute<{ n: string }>(query)).rows[0]!.n);
  return {
    publications: await n(`select count(*)::text as n from publications where ${where}`),
    citations: await n(`select coalesce(sum(citations), 0)::text as n from publications where ${where}`),
    scopus: await n(`select count(*)::text as n from publications where scopus and ${where}`),
    mous: await n(`select count(*)::text as n from mous where ${where}`),
    awards: await n(`select count(*)::text as n from awards where ${where}`),
  };
}

describe('GET /api/app/getDashboard (§2 role dashboards)', () => {
  it.each(LOGIN_ROLES.map((role) => [demoUserName(role), role] as const))(
    'gives %s the counters of %s',
    async (username, role) => {
      const client = await demo.signedIn(username);
      const res = await client.request('/api/app/getDashboard');
      expect(res.status).toBe(200);
      const data = (await res.json()) as DashboardData;
      expect(data.role).toBe(role);
      expect(data.title).toBe(ROLE_DASHBOARDS[role].title);
      expect(data.counters.map((c) => c.key)).toEqual(ROLE_DASHBOARDS[role].counters);
      for (const c of data.counters) expect(Number.isFinite(c.value)).toBe(true);
    },
  );

  it('counts what the database holds, and follows it when it changes', async () => {
    const admin = await demo.signedIn('admin');
    const data = (await (await admin.request('/api/app/getDashboard')).json()) as DashboardData;
    expect(valueOf(data, 'departments')).toBe(7);
    expect(valueOf(data, 'accounts')).toBeGreaterThanOrEqual(25);
    expect(valueOf(data, 'signedInNow')).toBeGreaterThanOrEqual(1);
    // Admins see the Create Logins badge: students who have no login yet.
    expect(data.badges.studentsWithoutLogin).toBe(valueOf(data, 'studentsWithoutLogin'));
    expect(data.badges.examTitles).toBe(3);
    // Create Logins asks with these counts before creating anything.
    const candidates = (await (await admin.request('/api/app/getLoginCandidates')).json()) as {
      students: number;
      studentsWithEmail: number;
    };
    expect(candidates.students).toBe(valueOf(data, 'studentsWithoutLogin'));
    expect(candidates.studentsWithEmail).toBeLessThanOrEqual(candidates.students);
    expect((await (await demo.signedIn('student')).request('/api/app/getLoginCandidates')).status).toBe(403);
    await admin.request('/api/app/createStudentLogins', { json: {} });
    expect(((await (await admin.request('/api/app/getLoginCandidates')).json()) as { students: number }).students).toBe(
      0,
    );
    const after = (await (await admin.request('/api/app/getDashboard')).json()) as DashboardData;
    expect(valueOf(after, 'studentsWithoutLogin')).toBe(0);
    expect(valueOf(after, 'accounts')).toBeGreaterThan(valueOf(data, 'accounts')!);
  });

  it('shows a student their own record and results, and a faculty member their department', async () => {
    const student = (await (
      await (await demo.signedIn('student')).request('/api/app/getDashboard')
    ).json()) as DashboardData;
    expect(student.card).toMatchObject({
      kind: 'student',
      rollNo: expect.stringMatching(new RegExp(`^${ROLL_PREFIX}`)),
    });
    expect(valueOf(student, 'myResults')).toBeGreaterThan(0);
    expect(valueOf(student, 'myCgpa')).toBeGreaterThanOrEqual(0);
    expect(valueOf(student, 'myCgpa')).toBeLessThanOrEqual(10);
    const faculty = (await (
      await (await demo.signedIn('faculty')).request('/api/app/getDashboard')
    ).json()) as DashboardData;
    expect(faculty.card).toMatchObject({ kind: 'faculty', department: 'Computer Science and Engineering' });
    // A student's badges never include what only administrators open.
    expect(student.badges.studentsWithoutLogin).toBeUndefined();
  });

  it('shows a student the cumulative CGPA over every published exam, credits-weighted, and names them as their record', async () => {
    const client = await demo.signedIn('student');
    const me = (await (await client.request('/api/auth/me')).json()) as { fullName: string };
    const data = (await (await client.request('/api/app/getDashboard')).json()) as DashboardData;
    expect(data.counters.find((c) => c.key === 'myCgpa')?.label).toBe('My CGPA (all published exams)');
    expect(data.card).toMatchObject({ kind: 'student', name: me.fullName });
    const rollNo = data.card!.kind === 'student' ? data.card!.rollNo : '';
    // Every published sheet of the student (each keeps §3's per-exam 'CGPA'): the dashboard weights their courses by credits.
    const titles = (await (await demo.app.request('/api/app/getDistinctExamTitlesBy')).json()) as string[];
    const records: { credits: number; gradePoints: number; sgpa: number; examTitle: string }[] = [];
    for (const title of titles) {
      const sheet = (await (
        await demo.app.request(
          `/api/app/getExamResultByRollNoView?rollNo=${rollNo}&examTitle=${encodeURIComponent(title)}`,
        )
      ).json()) as {
        listofRecords?: { credits: number; gradePoints: number; sgpa: number; examTitle: string }[];
      };
      records.push(...(sheet.listofRecords ?? []));
    }
    const exams = new Set(records.map((r) => r.examTitle));
    expect(exams.size).toBeGreaterThan(1);
    const credits = records.reduce((n, r) => n + r.credits, 0);
    const weighted = records.reduce((n, r) => n + r.credits * r.gradePoints, 0);
    expect(valueOf(data, 'myCgpa')).toBe(Math.round((weighted * 100) / credits) / 100);
    const faculty = await demo.signedIn('faculty');
    const facultyMe = (await (await faculty.request('/api/auth/me')).json()) as { fullName: string };
    const facultyData = (await (await faculty.request('/api/app/getDashboard')).json()) as DashboardData;
    expect(facultyData.card).toMatchObject({ kind: 'faculty', name: facultyMe.fullName });
  });

  it("gives a student their own roll number and exams (getOwnResults), and nobody else's", async () => {
    const student = await demo.signedIn('student');
    const own = (await (await student.request('/api/app/getOwnResults')).json()) as {
      rollNo: string;
      examTitles: string[];
    };
    const card = ((await (await student.request('/api/app/getDashboard')).json()) as DashboardData).card!;
    expect(own.rollNo).toBe(card.kind === 'student' ? card.rollNo : '');
    expect(own.examTitles.length).toBeGreaterThan(1);
    for (const title of own.examTitles) {
      const sheet = (await (
        await demo.app.request(
          `/api/app/getExamResultByRollNoView?rollNo=${own.rollNo}&examTitle=${encodeURIComponent(title)}`,
        )
      ).json()) as {
        studentRollNo?: string;
      };
      expect(sheet.studentRollNo).toBe(own.rollNo);
    }
    // A query naming someone else is ignored: the roll number comes from the account.
    expect(
      ((await (await student.request('/api/app/getOwnResults?rollNo=99X99X9999')).json()) as { rollNo: string }).rollNo,
    ).toBe(own.rollNo);
    expect((await (await demo.signedIn('faculty')).request('/api/app/getOwnResults')).status).toBe(403);
    expect((await demo.app.request('/api/app/getOwnResults')).status).toBe(401);
  });

  it('agrees with the batches: students on roll, final-year students, graduates and alumni follow the college calendar', async () => {
    const service = dashboardsStore(demo.database.handle.db);
    const userRow = async (username: string) =>
      (await demo.database.handle.db.execute<{ id: number }>(`select id from users where username = '${username}'`))
        .rows[0]!;
    const sessionUser = async (username: string, role: string, program: string | null = null) => ({
      id: (await userRow(username)).id,
      username,
      email: '',
      fullName: '',
      roles: [role],
      program,
      collegeName: null,
      instituteType: null,
      collegeId: null,
      language: null,
    });
    const placement = await sessionUser('placement_rdean', 'ROLE_PLACEMENT_rDEAN');
    const hod = await sessionUser('hod', 'ROLE_HOD');
    const students = (
      await demo.database.handle.db.execute<{ start_year: number; years: number; department: string }>(
        `select b.start_year, d.years, dp.name as department from students s join batches b on b.id = s.batch_id
         join degrees d on d.id = b.degree_id join branches br on br.id = s.branch_id join departments dp on dp.id = br.department_id`,
      )
    ).rows.map((r) => ({ startYear: Number(r.start_year), years: Number(r.years), department: r.department }));
    const batch2022 = students.filter((s) => s.startYear === 2022 && s.years === 4).length;
    expect(batch2022).toBeGreaterThan(0);
    const expected = (iso: string) => {
      const year = academicStartYearAt(new Date(iso));
      const stageCount = (stage: string) =>
        students.filter((s) => batchStage(s.startYear, s.years, year) === stage).length;
      return {
        students: students.filter((s) => isOnRoll(s.startYear, s.years, year)).length,
        graduates: stageCount('passed-out'),
        finalYearStudents: stageCount('final-year'),
        deptStudents: students.filter(
          (s) => s.department === 'Computer Science and Engineering' && isOnRoll(s.startYear, s.years, year),
        ).length,
      };
    };
    const at = async (iso: string) => {
      const board = (await service.dashboard(placement, undefined, new Date(iso)))!;
      const hodBoard = (await service.dashboard(hod, undefined, new Date(iso)))!;
      return {
        ...Object.fromEntries(board.counters.map((c) => [c.key, c.value])),
        deptStudents: valueOf(hodBoard, 'deptStudents'),
      } as Record<string, number>;
    };

    // February 2026 (academic year 2025-2026): the 2022-2026 batch is in its final year, on roll; nobody has graduated.
    const finalYear = await at('2026-02-15T06:00:00Z');
    expect(finalYear).toMatchObject(expected('2026-02-15T06:00:00Z'));
    expect(finalYear.finalYearStudents).toBe(batch2022);
    expect(finalYear.students).toBe(students.length);
    expect([finalYear.graduates, finalYear.alumniOnRecord, finalYear.alumniWorking]).toEqual([0, 0, 0]);

    // November 2026 (2026-2027): it has passed out. Its students are graduates, not on roll nor final-year; its alumni count.
    const passedOut = await at('2026-11-15T06:00:00Z');
    expect(passedOut).toMatchObject(expected('2026-11-15T06:00:00Z'));
    expect(passedOut.graduates).toBe(batch2022);
    expect(passedOut.students).toBe(students.length - batch2022);
    expect(passedOut.students! + passedOut.graduates!).toBe(students.length);
    expect(passedOut.deptStudents).toBeLessThan(finalYear.deptStudents!);
    expect(passedOut.alumniOnRecord).toBeGreaterThan(0);
    // The demo alumni are all of the 2022-2026 batch: never more alumni than graduates.
    expect(passedOut.alumniOnRecord).toBeLessThanOrEqual(passedOut.graduates!);
    expect(passedOut.alumniWorking! + passedOut.alumniStudying!).toBeLessThanOrEqual(passedOut.alumniOnRecord!);

    // The college's calendar, not UTC's: 31 March 2026 at 18:45 UTC is 1 April in India, the new academic year.
    expect((await at('2026-03-31T18:00:00Z')).graduates).toBe(0);
    expect((await at('2026-03-31T18:45:00Z')).graduates).toBe(batch2022);
  });

  it('counts on the dashboard what the batches hold today, and the student-faculty ratio from those on roll', async () => {
    const admin = await demo.signedIn('admin');
    const data = (await (await admin.request('/api/app/getDashboard')).json()) as DashboardData;
    const year = academicStartYearAt(new Date(data.generatedAt));
    const rows = (
      await demo.database.handle.db.execute<{ start_year: number; years: number }>(
        'select b.start_year, d.years from students s join batches b on b.id = s.batch_id join degrees d on d.id = b.degree_id',
      )
    ).rows;
    expect(valueOf(data, 'students')).toBe(
      rows.filter((r) => isOnRoll(Number(r.start_year), Number(r.years), year)).length,
    );
    const principal = (await (
      await (await demo.signedIn('iqac_incharge')).request('/api/app/getDashboard')
    ).json()) as DashboardData;
    const faculty = valueOf(principal, 'faculty')!;
    expect(valueOf(principal, 'studentFacultyRatio')).toBe(
      Math.round((valueOf(principal, 'students')! * 100) / faculty) / 100,
    );
  });

  it('shows a faculty member the §2 counters Publications, Citations, Scopus and Awards of their own faculty database records', async () => {
    const faculty = (await (
      await (await demo.signedIn('faculty')).request('/api/app/getDashboard')
    ).json()) as DashboardData;
    expect(faculty.counters.map((c) => c.label)).toEqual(['Publications', 'Citations', 'Scopus', 'Awards']);
    const own = await research(`faculty_id = (select faculty_id from users where username = 'faculty')`);
    expect(faculty.counters.map((c) => c.value)).toEqual([own.publications, own.citations, own.scopus, own.awards]);
    expect(own.publications).toBeGreaterThan(0);
  });

  it('shows a HoD the research totals of their own department only, and principal and IQAC the college totals', async () => {
    const cse = `faculty_id in (select f.id from faculty f join departments d on d.id = f.department_id where d.name = 'Computer Science and Engineering')`;
    const dept = await research(cse);
    const all = await research('true');
    expect(dept.publications).toBeLessThan(all.publications);
    const hod = (await (await (await demo.signedIn('hod')).request('/api/app/getDashboard')).json()) as DashboardData;
    expect(['deptPublications', 'deptCitations', 'deptScopus', 'deptAwards'].map((k) => valueOf(hod, k))).toEqual([
      dept.publications,
      dept.citations,
      dept.scopus,
      dept.awards,
    ]);
    for (const username of ['principal', 'iqac_incharge', 'iqac_coordinator']) {
      const board = (await (
        await (await demo.signedIn(username)).request('/api/app/getDashboard')
      ).json()) as DashboardData;
      expect(
        ['collegePublications', 'collegeCitations', 'collegeScopus', 'collegeMous', 'collegeAwards'].map((k) =>
          valueOf(board, k),
        ),
        username,
      ).toEqual([all.publications, all.citations, all.scopus, all.mous, all.awards]);
    }
  });

  it('refuses a role the caller does not hold, unknown roles and anonymous callers', async () => {
    const student = await demo.signedIn('student');
    expect((await student.request('/api/app/getDashboard?role=ROLE_ADMIN')).status).toBe(403);
    const bad = await student.request('/api/app/getDashboard?role=ROLE_%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/login roles/);
    expect((await new SessionClient(demo.app).request('/api/app/getDashboard')).status).toBe(401);
  });
});

describe('GET /api/app/getNotifications (header notification menu)', () => {
  it('lists the newest results for everyone and logins to create for login creators', async () => {
    const hod = await demo.signedIn('hod');
    const items = ((await (await hod.request('/api/app/getNotifications')).json()) as { items: NotificationItem[] })
      .items;
    expect(items.filter((i) => i.kind === 'results')).toHaveLength(3);
    expect(items.find((i) => i.kind === 'results')!.to).toMatch(/^\/results\//);
    expect(items.some((i) => i.kind === 'logins')).toBe(false);
  });

  it('tells a user signed in on two devices', async () => {
    const first = await demo.signedIn('dean');
    const before = ((await (await first.request('/api/app/getNotifications')).json()) as { items: NotificationItem[] })
      .items;
    const devices = Number(before.find((i) => i.kind === 'security')?.detail.match(/on (\d+) browsers/)?.[1] ?? 1);
    const second = await demo.signedIn('dean');
    const items = ((await (await second.request('/api/app/getNotifications')).json()) as { items: NotificationItem[] })
      .items;
    expect(items[0]).toMatchObject({ kind: 'security', to: '/app/reset Password' });
    expect(items[0]!.detail).toContain(`${devices + 1} browsers`);
  });

  it('is for signed-in users only', async () => {
    expect((await new SessionClient(demo.app).request('/api/app/getNotifications')).status).toBe(401);
  });
});

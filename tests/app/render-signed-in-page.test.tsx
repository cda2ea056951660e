import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { erpUserCookieText } from '../../src/domain/auth/erp-user';
import type { PageRequest } from '../../src/domain/ssr/rendered-page';

// A signed-in user's first screen rendered on the server, as that user, from the API's answers.
const { renderPage } = await import('../../src/app/ssr/render-page');
const { SIGNED_IN_SCREENS } = await import('../../src/app/ssr/rendered-routes');

/** The erpUser cookie of a user with one role, as the server's sign-in sets it. */
const asUser = (username: string, fullName: string, role: string) =>
  encodeURIComponent(erpUserCookieText({ username, fullName, roles: [role] }));

const STUDENT = asUser('student', 'Charan Pillai', 'ROLE_STUDENT');
const FEE_LINE = {
  rollNo: '22B81A0501',
  studentName: 'CHARAN PILLAI',
  course: 'B.Tech',
  batch: '2022-2026',
  branch: 'CSE',
  feeType: 'TUITION FEE',
  flow: 'general',
  semester: 8,
  semesterName: 'IV Year II Semester',
  item: 'TUITION FEE',
  instalmentsAllowed: true,
  amount: 5_250_000,
  paid: 0,
  due: 5_250_000,
};

/** The server's API answered in-process: records each request (its path and cookie) and answers from `answers`. */
function fakeServer(answers: Record<string, unknown>) {
  const requests: string[] = [];
  const send: PageRequest['send'] = async (call) => {
    const pathname = call.path.split('?')[0]!;
    requests.push(`${call.method} ${pathname}`);
    const name = pathname.split('/').pop()!;
    const json = [['content-type', 'application/json']] as Array<[string, string]>;
    return name in answers
      ? { status: 200, headers: json, body: JSON.stringify(answers[name]) }
      : { status: 404, headers: json, body: '{}' };
  };
  return { send, requests };
}

const ANSWERS = {
  getCollegeProfile: { code: 'DEMO', name: 'Demo Institute of Technology' },
  getLogoDataForHeaders: { Logo: null, Banner: null },
  getDashboard: { badges: {} },
  getStudentsFeePaymentDetails: [FEE_LINE],
};

describe('signed-in screens rendered on the server (src/app/ssr/render-page.tsx)', () => {
  it("renders the student's fee payment screen in the signed-in frame, from the API as that student", async () => {
    const { send, requests } = fakeServer(ANSWERS);
    const page = await renderPage('/app/Student/Fee%20Payment', { erpUser: STUDENT, locale: 'en', send });
    expect(page).not.toBeNull();
    expect(page!.html).toContain('<dd data-testid="login-id">student</dd>');
    expect(page!.html).toContain('IV Year II Semester');
    expect(page!.html).toContain('52,500.00');
    expect(page!.screen).toBe('src/app/features/payments/fee-payment-screen.tsx');
    expect(requests).toEqual(
      expect.arrayContaining(['GET /api/app/getStudentsFeePaymentDetails', 'GET /api/app/getCollegeProfile']),
    );
    const keys = (JSON.parse(page!.state) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['fees', 'my-details']]));
  });

  it("renders the bell's count of new notifications and sends the notifications with the page", async () => {
    const notification = {
      id: 'logins',
      kind: 'logins',
      title: 'Logins to create',
      detail: '3 students have no login yet',
      at: null,
      to: null,
    };
    const { send, requests } = fakeServer({ ...ANSWERS, getNotifications: { items: [notification] } });
    const page = await renderPage('/app/Student/Fee%20Payment', { erpUser: STUDENT, locale: 'en', send });
    expect(requests).toContain('GET /api/app/getNotifications');
    expect(page!.html).toContain('aria-label="Notifications, 1 new"');
    // The list itself is rendered when the menu is opened.
    expect(page!.html).not.toContain('3 students have no login yet');
    const keys = (JSON.parse(page!.state) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['private', 'shell', 'notifications']]));
  });

  it('leaves screens it does not render, and users without a valid cookie, to the browser', async () => {
    const { send } = fakeServer(ANSWERS);
    expect(await renderPage('/app/Admin%20Menus', { erpUser: STUDENT, locale: 'en', send })).toBeNull();
    expect(await renderPage('/app/Student/Fee%20Payment', { erpUser: 'not-json', locale: 'en', send })).toBeNull();
  });

  it('renders each request as its own user when several are rendered at once', async () => {
    const admin = asUser('admin', 'Demo Admin', 'ROLE_ADMIN');
    const [studentPage, adminPage] = await Promise.all([
      renderPage('/app/Student/Fee%20Payment', { erpUser: STUDENT, locale: 'en', ...fakeServer(ANSWERS) }),
      renderPage('/app/Admin', {
        erpUser: admin,
        locale: 'en',
        ...fakeServer({ ...ANSWERS, getDashboard: { badges: {}, counts: {} } }),
      }),
    ]);
    expect(studentPage!.html).toContain('<dd data-testid="login-id">student</dd>');
    expect(adminPage!.html).toContain('<dd data-testid="login-id">admin</dd>');
    expect(adminPage!.html).not.toContain('<dd data-testid="login-id">student</dd>');
  });

  it("renders the admission form with its lists' options, and sends them to the browser so it does not fetch them again", async () => {
    const clerk = asUser('admissions', 'Admissions Desk', 'ROLE_ADMISSIONS');
    const { send, requests } = fakeServer({
      ...ANSWERS,
      generateAdmistionNumber: 'ADM2026-0042',
      getKeyValuePair: [{ key: 'Zoroastrian', value: 'Zoroastrian (Parsi)' }],
      getDegreeByLevel: [],
      getCollegeName: 'DEMO',
      getSeatTypesAsDrop: [],
      getAllCasteCatogeries: [],
      getAgentsForDropdown: [],
    });
    const page = await renderPage('/admissionForm', { erpUser: clerk, locale: 'en', send });
    expect(page).not.toBeNull();
    expect(page!.html).toContain('Zoroastrian (Parsi)</option>');
    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /api/app/getKeyValuePair',
        'GET /api/app/getAllCasteCatogeries',
        'GET /api/app/getAgentsForDropdown',
      ]),
    );
    const keys = (JSON.parse(page!.state) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['lookups', 'getKeyValuePair', { key: 'Religion' }],
        ['lookups', 'getAgentsForDropdown', {}],
      ]),
    );
  });
});

describe('the pages students, teachers and parents open first, rendered with what they show', () => {
  it("renders the student's dashboard with the student's attendance and transcript cards asked for", async () => {
    const { send, requests } = fakeServer({ ...ANSWERS, getDashboard: { card: null, counters: [] } });
    const page = await renderPage('/app/Student', { erpUser: STUDENT, locale: 'en', send });
    expect(page).not.toBeNull();
    expect(requests).toEqual(expect.arrayContaining(['GET /api/app/attendance/student']));
    expect(requests).toContain('GET /api/app/memos/mine');
  });

  it("renders a parent's dashboard with each linked child, and asks for each child's attendance, transcript and payments", async () => {
    const child = {
      rollNo: '23B81A0501',
      fullName: 'CHARAN PILLAI',
      branch: 'Computer Science and Engineering',
      batch: '2023-2027',
      linkedAt: '2026-06-01T04:30:00.000Z',
      exams: [],
    };
    const { send, requests } = fakeServer({ ...ANSWERS, getParentStudents: { students: [child] } });
    const page = await renderPage('/app/Parent%20Dashboard', {
      erpUser: asUser('parent', 'Lakshmi Pillai', 'ROLE_PARENT'),
      locale: 'en',
      send,
    });
    expect(page).not.toBeNull();
    expect(page!.html).toContain('CHARAN PILLAI');
    expect(page!.screen).toBe('src/app/routes/parent-dashboard-page.tsx');
    // Attendance, transcript and fee payments of the one child, each asked once.
    for (const call of ['attendance/student', 'memos/mine', 'getFeePaymentHistory'])
      expect(requests.filter((r) => r === `GET /api/app/${call}`)).toHaveLength(1);
  });

  it("renders a teacher's class sheet with its class list, from the API as that teacher", async () => {
    const slot = {
      slotId: 16,
      date: '2026-11-28',
      periodName: 'Period 3',
      startTime: '10:55',
      endTime: '11:45',
      from: 4,
      to: 4,
      sectionId: 45,
      sectionLabel: '2023-2027 CSE A',
      subjectCode: 'CS701PC',
      subjectName: 'Cryptography and Network Security',
      room: '',
      takerName: 'Dr. Keerthi Gupta',
      substitute: false,
      taken: false,
      absent: null,
    };
    const sheet = {
      slot,
      date: '2026-11-28',
      students: [
        { id: 241, rollNo: '23B81A0501', name: 'CHARAN PILLAI' },
        { id: 242, rollNo: '23B81A0502', name: 'VARUN NAIDU' },
      ],
      taken: false,
      takenAt: null,
      takenBy: null,
      absentees: [],
      editable: true,
      reason: null,
    };
    const { send, requests } = fakeServer({ ...ANSWERS, sheet });
    const page = await renderPage('/app/Attendance/Sheet?slotId=16&date=2026-11-28', {
      erpUser: asUser('faculty', 'Dr. Keerthi Gupta', 'ROLE_FACULTY'),
      locale: 'en',
      send,
    });
    expect(page).not.toBeNull();
    expect(requests).toContain('GET /api/app/attendance/sheet');
    expect(page!.html).toContain('VARUN NAIDU');
    expect(page!.screen).toBe('src/app/features/attendance/sheet-screen.tsx');
  });
});

describe('the screens rendered on the server name the code their routes load', () => {
  it('names, for each rendered route, the very file its route file imports lazily', () => {
    const routeFiles = [
      'dashboards-routes.tsx',
      'admissions-dashboard-routes.tsx',
      'admissions-routes.tsx',
      'payments-routes.tsx',
      'alumni-routes.tsx',
      'parents-routes.tsx',
      'attendance-routes.tsx',
    ].map((f) => readFileSync(path.join('src/app/routes', f), 'utf8'));
    for (const { screen } of SIGNED_IN_SCREENS) {
      expect(existsSync(screen), screen).toBe(true);
      const relative = path.relative('src/app/routes', screen).replace(/\.tsx$/, '');
      const fromRoutes = `import('${relative.startsWith('.') ? relative : `./${relative}`}')`;
      expect(
        routeFiles.some((source) => source.includes(fromRoutes)),
        fromRoutes,
      ).toBe(true);
    }
  });
});

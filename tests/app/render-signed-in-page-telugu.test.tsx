import { describe, expect, it } from 'vitest';
import { erpUserCookieText } from '../../src/domain/auth/erp-user';
import type { PageRequest } from '../../src/domain/ssr/rendered-page';

// The signed-in frame and a dashboard rendered on the server in the request's language (docs/translations.md).
const { renderPage } = await import('../../src/app/ssr/render-page');

const STUDENT = encodeURIComponent(
  erpUserCookieText({ username: 'student', fullName: 'Charan Pillai', roles: ['ROLE_STUDENT'] }),
);

const DASHBOARD = {
  role: 'ROLE_STUDENT',
  title: 'Student Dashboard',
  module: 'Student',
  counters: [
    { key: 'myResults', label: 'My results published', value: 3 },
    { key: 'myBacklogs', label: 'Courses I still have to clear', value: 0 },
  ],
  card: {
    kind: 'student',
    name: 'Charan Pillai',
    rollNo: '22B81A0501',
    branch: 'CSE',
    batch: '2022-2026',
    regulation: 'R22',
  },
  badges: {},
  generatedAt: '2026-11-30T05:00:00.000Z',
};

/** The server's API answered in-process, from `answers` by the last segment of the path. */
function fakeServer(answers: Record<string, unknown>): PageRequest['send'] {
  return async (call) => {
    const name = call.path.split('?')[0]!.split('/').pop()!;
    const json = [['content-type', 'application/json']] as Array<[string, string]>;
    return name in answers
      ? { status: 200, headers: json, body: JSON.stringify(answers[name]) }
      : { status: 404, headers: json, body: '{}' };
  };
}

const send = fakeServer({
  getCollegeProfile: { code: 'DEMO', name: 'Demo Institute of Technology' },
  getLogoDataForHeaders: { Logo: null, Banner: null },
  getDashboard: DASHBOARD,
});

describe('the signed-in frame and dashboards rendered in Telugu and Hindi', () => {
  it("renders the student's dashboard in Telugu: header, menu, title, card and counters", async () => {
    const page = await renderPage('/app/Student', { erpUser: STUDENT, locale: 'te', send });
    expect(page).not.toBeNull();
    const html = page!.html;
    // The header: its identity, the banner and the menus.
    expect(html).toContain('లాగిన్ ఐడి');
    expect(html).toContain('<dd data-testid="login-id">student</dd>');
    expect(html).toContain('ఎంటర్‌ప్రైజ్ రిసోర్స్ ప్లానింగ్');
    expect(html).toContain('aria-label="ప్రధాన మెనూ"');
    expect(html).toContain('డాష్‌బోర్డ్‌లు');
    expect(html).toContain('పరీక్షలు');
    // The page's title, its card's labels and a counter's label; roll numbers stay as they are.
    expect(html).toContain('<h1 class="page-title">విద్యార్థి డాష్‌బోర్డ్</h1>');
    expect(html).toContain('<dt>రోల్ నంబర్</dt><dd>22B81A0501</dd>');
    expect(html).toContain('ప్రచురించిన నా ఫలితాలు');
    expect(html).toContain('ఒక్క చూపులో');
    expect(html).not.toContain('Enterprise Resource Planning');
    expect(html).not.toContain('My results published');
  });

  it('renders the same dashboard in Hindi, and in English as the specification words it', async () => {
    const hindi = await renderPage('/app/Student', { erpUser: STUDENT, locale: 'hi', send });
    expect(hindi!.html).toContain('<h1 class="page-title">छात्र डैशबोर्ड</h1>');
    expect(hindi!.html).toContain('मेरे प्रकाशित परिणाम');
    const english = await renderPage('/app/Student', { erpUser: STUDENT, locale: 'en', send });
    expect(english!.html).toContain('<h1 class="page-title">Student Dashboard</h1>');
    expect(english!.html).toContain('<dt>LOGIN ID</dt>');
    expect(english!.html).toContain('Enterprise Resource Planning');
    expect(english!.html).toContain('My results published');
  });
});

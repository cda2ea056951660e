import { describe, expect, it } from 'vitest';
import type { PageRequest } from '../../src/domain/ssr/rendered-page';

// The public pages rendered on the server through the same routes, loaders and screens as in the browser.
const { renderPage } = await import('../../src/app/ssr/render-page');

const MAY_2024 = 'B.Tech II Year II Semester (R22) Regular Examinations, May 2024';
const SHEET = {
  studentName: 'CHARAN PILLAI',
  studentRollNo: '22B81A0501',
  totalCredits: 16,
  earnedCredits: 13,
  passCount: 5,
  failCount: 1,
  listofRecords: [
    {
      examTitle: MAY_2024,
      sgpa: 7.85,
      courseCode: 'R22CS401',
      course: 'Operating Systems',
      credits: 3,
      grade: 'F',
      gradePoints: 0,
      status: 'Fail',
    },
  ],
};

/** The server's API answered in-process for a visitor; records each call (the main service's path and query). */
function visitor(overrides: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const answers: Record<string, unknown> = {
    getCollegeProfile: { code: 'DEMO', name: 'Demo Institute of Technology' },
    getContactData: [],
    getDistinctExamTitlesBy: [MAY_2024, 'B.Tech I Year I Semester (R22) Regular Examinations, January 2023'],
    getExamResultByRollNoView: SHEET,
    ...overrides,
  };
  const send: PageRequest['send'] = async (call) => {
    const [pathname, query] = call.path.split('?') as [string, string | undefined];
    const name = pathname.replace('/api/app/', '');
    calls.push(query ? `${name}?${query}` : name);
    const answer = answers[name];
    const json = [['content-type', 'application/json']] as Array<[string, string]>;
    if (answer instanceof Error || answer === undefined)
      return { status: 503, headers: json, body: '{"message":"unavailable"}' };
    return { status: 200, headers: json, body: JSON.stringify(answer) };
  };
  return { request: { erpUser: null, locale: 'en', send } satisfies PageRequest, calls };
}

const cacheKeys = (state: string) =>
  (JSON.parse(state) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);

describe('public pages rendered on the server (src/app/ssr/render-page.tsx)', () => {
  it("renders the exam titles with the college profile from the routes' loaders, and hands over the data they came from", async () => {
    const { request, calls } = visitor();
    const page = await renderPage('/examresults', request);
    expect(page).not.toBeNull();
    expect(page!.html).toContain('<h1 class="toolbar-title">Exam Results</h1>');
    expect(page!.html).toContain(MAY_2024);
    expect(page!.html).not.toMatch(/^<link/);
    expect(cacheKeys(page!.state)).toEqual(
      expect.arrayContaining([
        ['college', 'profile'],
        ['results', 'titles'],
      ]),
    );
    // The routes' loaders asked for what the page shows, each once.
    expect(calls.sort()).toEqual(['getCollegeProfile', 'getDistinctExamTitlesBy']);
  });

  it('renders the result sheet of the roll number in the address, looked up once', async () => {
    const { request, calls } = visitor();
    const page = await renderPage(`/results/${encodeURIComponent(MAY_2024)}?rollNo=22B81A0501`, request);
    expect(page!.html).toContain('CHARAN PILLAI');
    expect(page!.html).toContain('Operating Systems');
    expect(calls.filter((c) => c.startsWith('getExamResultByRollNoView'))).toEqual([
      `getExamResultByRollNoView?${new URLSearchParams({ rollNo: '22B81A0501', examTitle: MAY_2024 }).toString()}`,
    ]);
  });

  it('does not look up a roll number the app would refuse', async () => {
    const { request, calls } = visitor();
    await renderPage(`/results/${encodeURIComponent(MAY_2024)}?rollNo=${encodeURIComponent("1' OR '1'='1")}`, request);
    expect(calls.some((c) => c.startsWith('getExamResultByRollNoView'))).toBe(false);
  });

  it('renders home, legal pages and a page whose data failed, leaving that data to the browser', async () => {
    const home = await renderPage('/', visitor().request);
    expect(home!.html).toContain('Demo Institute of Technology');
    expect(home!.html).toContain('Pay New Admission Fee');
    expect(cacheKeys(home!.state)).toEqual(
      expect.arrayContaining([
        ['college', 'profile'],
        ['home', 'contact'],
      ]),
    );
    const terms = await renderPage('/terms', visitor().request);
    expect(terms!.html).toContain('TERMS AND CONDITIONS');
    const failing = await renderPage('/examresults', visitor({ getDistinctExamTitlesBy: new Error('503') }).request);
    expect(failing!.html).toContain('Exam Results');
    expect(cacheKeys(failing!.state)).not.toContainEqual(['results', 'titles']);
  });

  it('leaves every other page to the app: signed-in screens, sign-in, unknown addresses', async () => {
    for (const href of ['/app/Admin', '/login/Admin', '/admissionForm', '/no-such-page']) {
      expect(await renderPage(href, visitor().request)).toBeNull();
    }
  });

  it("renders the home page in the request's language, each language whole", async () => {
    const { send } = visitor().request;
    const [english, telugu, hindi] = await Promise.all(
      (['en', 'te', 'hi'] as const).map((locale) => renderPage('/', { erpUser: null, locale, send })),
    );
    expect(english!.html).toContain('About Us');
    expect(telugu!.html).toContain('మా గురించి');
    expect(telugu!.html).toContain('ఫలితాలు');
    expect(telugu!.html).not.toContain('About Us');
    expect(hindi!.html).toContain('हमारे बारे में');
    expect(hindi!.html).not.toContain('About Us');
    // The language menu shows the page's language, each language named in its own script.
    expect(telugu!.html).toMatch(/<option value="te" lang="te" selected="">తెలుగు<\/option>/);
  });

  it('renders the legal pages in the language asked for, English word for word as before', async () => {
    const { send } = visitor().request;
    const english = await renderPage('/terms', { erpUser: null, locale: 'en', send });
    expect(english!.html).toContain('to harvest other people&#x27;s data');
    expect(english!.html).toContain('Effective date: 7 December 2022');
    const hindi = await renderPage('/return', { erpUser: null, locale: 'hi', send });
    expect(hindi!.html).toContain('वापसी और धनवापसी');
    expect(hindi!.html).toContain('प्रभावी तिथि: 7 दिसंबर 2022');
    expect(hindi!.html).toMatch(/हमारी सहायता टीम को <a href="mailto:[^"]+">[^<]+<\/a> पर ई-मेल करें/);
  });

  it('renders the exam titles and a result sheet in Telugu, the data as it came', async () => {
    const { send } = visitor().request;
    const telugu = { erpUser: null, locale: 'te', send } as const;
    const titles = await renderPage('/examresults', telugu);
    expect(titles!.html).toContain('<h1 class="toolbar-title">పరీక్ష ఫలితాలు</h1>');
    expect(titles!.html).toContain('రోల్ నంబర్‌తో ఫలితం చూడడానికి ఒక పరీక్షను ఎంచుకోండి.');
    expect(titles!.html).toContain(MAY_2024);
    expect(titles!.html).not.toContain('Choose an examination');

    const sheet = (await renderPage(`/results/${encodeURIComponent(MAY_2024)}?rollNo=22B81A0501`, telugu))!.html;
    for (const label of ['విద్యార్థి పేరు', 'రోల్ నంబర్', 'మొత్తం క్రెడిట్లు', 'సబ్జెక్టు కోడ్', 'గ్రేడ్ పాయింట్లు', 'స్థితి'])
      expect(sheet).toContain(label);
    expect(sheet).toContain('PDF డౌన్‌లోడ్ చేయండి');
    // The status column in Telugu; names, course titles, codes and figures as the server sent them.
    expect(sheet).toContain('అనుత్తీర్ణం</td>');
    expect(sheet).toContain('CHARAN PILLAI');
    expect(sheet).toContain('Operating Systems');
    expect(sheet).toContain('R22CS401');
    for (const english of ['Student Name', 'Course Code', 'Download PDF', '>Fail<'])
      expect(sheet).not.toContain(english);
  });
});

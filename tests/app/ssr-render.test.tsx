import { describe, expect, it } from 'vitest';
import type { ApiGet } from '../../src/domain/ssr/rendered-page';

// The public pages drawn on the server from the same routes and screens as in the browser.
const { renderPublicPage } = await import('../../src/app/ssr/render-page');

const MAY_2024 = 'B.Tech II Year II Semester (R22) Regular Examinations, May 2024';
const SHEET = {
  studentName: 'CHARAN PILLAI',
  studentRollNo: '22B81A0501',
  totalCredits: 16,
  earnedCredits: 13,
  passCount: 5,
  failCount: 1,
  listofRecords: [
    { examTitle: MAY_2024, sgpa: 7.85, courseCode: 'R22CS401', course: 'Operating Systems', credits: 3, grade: 'F', gradePoints: 0, status: 'Fail' },
  ],
};

/** The main application service as the server answers in-process; records each call. */
function fakeApi(overrides: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const answers: Record<string, unknown> = {
    getCollegeProfile: { code: 'DEMO', name: 'Demo Institute of Technology' },
    getContactData: [],
    getDistinctExamTitlesBy: [MAY_2024, 'B.Tech I Year I Semester (R22) Regular Examinations, January 2023'],
    getExamResultByRollNoView: SHEET,
    ...overrides,
  };
  const api: ApiGet = async (path, params) => {
    calls.push(params ? `${path}?${new URLSearchParams(params).toString()}` : path);
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { api, calls };
}

const cacheKeys = (state: string) => (JSON.parse(state) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);

describe('public pages rendered on the server (src/app/ssr/render-page.tsx)', () => {
  it('draws the exam titles with the college profile, and hands over the data they came from', async () => {
    const { api } = fakeApi();
    const page = await renderPublicPage('/examresults', api);
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
  });

  it('draws the result sheet of the roll number in the address, looked up once', async () => {
    const { api, calls } = fakeApi();
    const page = await renderPublicPage(`/results/${encodeURIComponent(MAY_2024)}?rollNo=22B81A0501`, api);
    expect(page!.html).toContain('CHARAN PILLAI');
    expect(page!.html).toContain('Operating Systems');
    expect(calls.filter((c) => c.startsWith('getExamResultByRollNoView'))).toEqual([
      `getExamResultByRollNoView?${new URLSearchParams({ rollNo: '22B81A0501', examTitle: MAY_2024 }).toString()}`,
    ]);
  });

  it('does not look up a roll number the app would refuse', async () => {
    const { api, calls } = fakeApi();
    await renderPublicPage(`/results/${encodeURIComponent(MAY_2024)}?rollNo=${encodeURIComponent("1' OR '1'='1")}`, api);
    expect(calls.some((c) => c.startsWith('getExamResultByRollNoView'))).toBe(false);
  });

  it('draws home, legal pages and a page whose data failed (the browser then fetches it as usual)', async () => {
    const home = await renderPublicPage('/', fakeApi().api);
    expect(home!.html).toContain('Demo Institute of Technology');
    expect(home!.html).toContain('Pay New Admission Fee');
    const terms = await renderPublicPage('/terms', fakeApi().api);
    expect(terms!.html).toContain('TERMS AND CONDITIONS');
    const failing = await renderPublicPage('/examresults', fakeApi({ getDistinctExamTitlesBy: new Error('503') }).api);
    expect(failing!.html).toContain('Exam Results');
    expect(cacheKeys(failing!.state)).not.toContainEqual(['results', 'titles']);
  });

  it('leaves every other page to the app: signed-in screens, sign-in, unknown addresses', async () => {
    for (const href of ['/app/Admin', '/login/Admin', '/admissionForm', '/no-such-page']) {
      expect(await renderPublicPage(href, fakeApi().api)).toBeNull();
    }
  });
});

import { QueryObserver, type QueryKey } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { erpUserCookieText } from '../../src/domain/auth/erp-user';
import type { PageRequest } from '../../src/domain/ssr/rendered-page';
import { serverI18n } from '../../src/app/i18n/app-i18n';

// A page rendered on the server, then hydrated as the browser does (src/app/main.tsx): the cache starts from the
// server's data, the route loads (its loaders run again) and the screen's queries mount. No request may go out.
const { renderPage } = await import('../../src/app/ssr/render-page');
const { readServerRenderRequestFrom } = await import('../../src/app/lib/session');
const { queryClient } = await import('../../src/app/lib/query-client');
const { hydrateServerState } = await import('../../src/app/lib/route-data');
const { routeTree } = await import('../../src/app/routes/route-tree');
const { collegeProfileQuery } = await import('../../src/app/lib/college-profile');
const { resultsQueries } = await import('../../src/app/features/results/results-queries');
const { myFeeDetailsQuery } = await import('../../src/app/features/payments/fee-payment-queries');
const { shellQueries } = await import('../../src/app/shell/shell-queries');

const MAY_2024 = 'B.Tech II Year II Semester (R22) Regular Examinations, May 2024';
const STUDENT = encodeURIComponent(
  erpUserCookieText({ username: 'student', fullName: 'Charan Pillai', roles: ['ROLE_STUDENT'] }),
);
const ANSWERS: Record<string, unknown> = {
  getCollegeProfile: { code: 'DEMO', name: 'Demo Institute of Technology' },
  getExamResultByRollNoView: {
    studentName: 'CHARAN PILLAI',
    studentRollNo: '22B81A0501',
    totalCredits: 3,
    earnedCredits: 0,
    passCount: 0,
    failCount: 1,
    listofRecords: [
      {
        examTitle: MAY_2024,
        sgpa: 0,
        courseCode: 'R22CS401',
        course: 'Operating Systems',
        credits: 3,
        grade: 'F',
        gradePoints: 0,
        status: 'Fail',
      },
    ],
  },
  getLogoDataForHeaders: { Logo: null, Banner: null },
  getDashboard: { badges: {} },
  getNotifications: { items: [] },
  getStudentsFeePaymentDetails: [],
};

/** The server's API in-process: answers from ANSWERS. */
const send: PageRequest['send'] = async (call) => {
  const name = call.path.split('?')[0]!.split('/').pop()!;
  return name in ANSWERS
    ? { status: 200, headers: [['content-type', 'application/json']], body: JSON.stringify(ANSWERS[name]) }
    : { status: 404, headers: [], body: '{}' };
};

/**
 * Renders `href` on the server, then hydrates it as the browser does, with a network that counts its requests: the
 * app's HTTP client reads the same user, and its requests go to `network` instead of the server's API.
 */
async function renderThenHydrate(href: string, erpUser: string | null, queries: { queryKey: QueryKey }[]) {
  const page = await renderPage(href, { erpUser, locale: 'en', send });
  expect(page).not.toBeNull();
  const network = vi.fn<typeof fetch>(async () => new Response('{}', { status: 500 }));
  const i18n = await serverI18n('en');
  restoreRenderer = readServerRenderRequestFrom(() => ({ erpUser, fetch: network, i18n }));
  hydrateServerState(queryClient, JSON.parse(page!.state));
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [href] }),
    context: { queryClient },
  });
  await router.load();
  const mounted = queries.map((options) => new QueryObserver(queryClient, options).subscribe(() => undefined));
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  mounted.forEach((unsubscribe) => unsubscribe());
  return { network, router, page: page! };
}

let restoreRenderer = () => undefined as void;
afterEach(() => {
  restoreRenderer();
  queryClient.clear();
  vi.useRealTimers();
});

describe('a page rendered on the server is hydrated without fetching its data again (lib/route-data.ts)', () => {
  it('a result sheet: the route loads and its queries mount, and no request goes out', async () => {
    const href = `/results/${encodeURIComponent(MAY_2024)}?rollNo=22B81A0501`;
    const { network, page } = await renderThenHydrate(href, null, [
      resultsQueries.sheet(MAY_2024, '22B81A0501'),
      collegeProfileQuery(),
    ]);
    expect(page.html).toContain('CHARAN PILLAI');
    expect(network).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(resultsQueries.sheet(MAY_2024, '22B81A0501').queryKey)?.data?.studentName).toBe(
      'CHARAN PILLAI',
    );
  });

  it("a student's fee payment: its loader, the frame's data and the screen's queries fetch nothing", async () => {
    const { network } = await renderThenHydrate('/app/Student/Fee%20Payment', STUDENT, [
      myFeeDetailsQuery(),
      shellQueries.logo(),
      shellQueries.menuBadges(),
      shellQueries.notifications(),
      collegeProfileQuery(),
    ]);
    expect(network).not.toHaveBeenCalled();
  });

  it('fetches again as usual once the rendered data is no longer just fetched', async () => {
    const { network } = await renderThenHydrate('/app/Student/Fee%20Payment', STUDENT, []);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const unsubscribe = new QueryObserver(queryClient, myFeeDetailsQuery()).subscribe(() => undefined);
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(1));
    unsubscribe();
    expect(new Request(network.mock.calls[0]![0]).url).toMatch(/\/api\/app\/getStudentsFeePaymentDetails$/);
  });
});

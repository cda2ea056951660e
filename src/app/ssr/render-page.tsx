/**
 * Server rendering of the public pages: the same route tree and screens the browser runs, rendered
 * to HTML for a visitor's first load so the page paints before any JavaScript has arrived. Built on its own
 * (`vite build -c vite.ssr.config.ts` → dist-ssr/render-page.js) and loaded by the server at start; the server
 * passes `api`, which answers the main application calls in-process, with the visitor's own limits.
 *
 * The data a page shows is fetched here first and handed to the browser with the HTML (`state`), so the app
 * starts from exactly what the server drew (src/app/main.tsx hydrates it) and draws the same page.
 */
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { CollegeProfileSchema } from '../../domain/home/college-profile';
import { ContactDataListSchema } from '../../domain/home/contact-data';
import { ExamTitlesResponseSchema, ResultViewResponseSchema, isResultSheet } from '../../domain/results/result-sheet';
import { RollNumberSchema } from '../../domain/results/roll-number';
import type { ApiGet, RenderPublicPage } from '../../domain/ssr/rendered-page';
import { homeKeys } from '../features/home/home-queries';
import { resultsKeys } from '../features/results/results-queries';
import { collegeKeys } from '../lib/college-profile';
import { indexRoute } from '../routes/home-routes';
import { privacyRoute, returnsRoute, termsRoute } from '../routes/legal-routes';
import { examResultsRoute, resultRoute } from '../routes/results-routes';
import { drawRoute, routerAt } from './draw-route';

/** The public pages drawn here. */
const PUBLIC_ROUTES = [indexRoute, examResultsRoute, resultRoute, termsRoute, privacyRoute, returnsRoute];

/** What each public page shows from the server, put in the cache under the keys its queries use. */
async function loadPageData(queryClient: QueryClient, routeId: string, params: Record<string, string>, search: Record<string, unknown>, api: ApiGet) {
  const fetchedAt = Date.now();
  const work: Promise<unknown>[] = [
    api('getCollegeProfile').then((body) => queryClient.setQueryData(collegeKeys.profile(), v.parse(CollegeProfileSchema, body))),
  ];
  if (routeId === indexRoute.id) {
    work.push(api('getContactData').then((body) => queryClient.setQueryData(homeKeys.contact(), v.parse(ContactDataListSchema, body).at(-1) ?? null)));
  }
  if (routeId === examResultsRoute.id) {
    work.push(
      api('getDistinctExamTitlesBy').then((body) =>
        queryClient.setQueryData(resultsKeys.titles(), { data: v.parse(ExamTitlesResponseSchema, body), source: 'network', fetchedAt }),
      ),
    );
  }
  const rollNo = v.safeParse(RollNumberSchema, search.rollNo);
  if (routeId === resultRoute.id && params.title && rollNo.success) {
    const examTitle = params.title;
    work.push(
      api('getExamResultByRollNoView', { rollNo: rollNo.output, examTitle }).then((body) => {
        const sheet = v.parse(ResultViewResponseSchema, body);
        queryClient.setQueryData(resultsKeys.sheet(examTitle, rollNo.output), { data: isResultSheet(sheet) ? sheet : null, source: 'network', fetchedAt });
      }),
    );
  }
  // A call that fails leaves its query empty: the browser fetches it as it would without server rendering.
  await Promise.allSettled(work);
}

/** The page for `href` (path and query) as a visitor without a session sees it, or null when it is not a public page. */
export const renderPublicPage: RenderPublicPage = async (href, api) => {
  const { router, queryClient, leaf } = routerAt(href, PUBLIC_ROUTES);
  if (!leaf) return null;
  await loadPageData(queryClient, leaf.routeId, leaf.params as Record<string, string>, leaf.search as Record<string, unknown>, api);
  return drawRoute(router, queryClient);
};

export { renderSignedInPage } from './signed-in-page';

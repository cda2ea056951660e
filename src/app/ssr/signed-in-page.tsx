/**
 * Server rendering of a signed-in user's first screen: the frame (header, menus) and the screen, drawn as
 * the browser would draw them for this user, so a phone paints the page from the HTML instead of after ~190 KB of
 * JavaScript. The user comes from the request's erpUser cookie and the screen's calls go to the server's own API
 * in-process, with the request's session: the API decides what this user may see, exactly as for the browser's calls.
 *
 * One request per async context (AsyncLocalStorage): the app's cookie reader and HTTP client, which the browser
 * build uses unchanged, read the request being rendered.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AnyRoute } from '@tanstack/react-router';
import { ERP_USER_COOKIE } from '../../domain/auth/erp-user';
import type { RenderSignedInPage, SignedInRequest } from '../../domain/ssr/rendered-page';
import { collegeProfileQuery } from '../lib/college-profile';
import { sendRequestsThrough } from '../lib/http';
import { shellQueries } from '../shell/shell-queries';
import { readCookiesFrom } from '../lib/session';
import { admissionsDashboardRoute } from '../routes/admissions-dashboard-routes';
import { admissionFormRoute } from '../routes/admissions-routes';
import { alumniRegistrationRoute } from '../routes/alumni-routes';
import { appRootRoute, landingRoutes } from '../routes/dashboards-routes';
import { feePaymentRoute } from '../routes/fees-routes';
import { drawRoute, routerAt } from './draw-route';

/**
 * The screens drawn on the server: every role's dashboard and the forms people open first on a phone, each with the
 * source of the screen its route loads lazily (the build manifest's key), so the page asks for that code with it
 * (tests/app/ssr-signed-in.test.tsx checks each route imports that file).
 */
export const SIGNED_IN_SCREENS: readonly { routes: readonly AnyRoute[]; screen: string }[] = [
  { routes: [appRootRoute, ...landingRoutes], screen: 'src/app/features/dashboards/role-dashboard-screen.tsx' },
  { routes: [admissionsDashboardRoute], screen: 'src/app/features/admissions/dashboard/admissions-dashboard-screen.tsx' },
  { routes: [admissionFormRoute], screen: 'src/app/features/admissions/admission-form-screen.tsx' },
  { routes: [feePaymentRoute], screen: 'src/app/features/fees/fee-payment-screen.tsx' },
  { routes: [alumniRegistrationRoute], screen: 'src/app/features/alumni/registration-screen.tsx' },
];
const SIGNED_IN_ROUTES = SIGNED_IN_SCREENS.flatMap((s) => s.routes);

const current = new AsyncLocalStorage<SignedInRequest>();
readCookiesFrom((name) => (name === ERP_USER_COOKIE ? (current.getStore()?.erpUser ?? null) : null));
sendRequestsThrough(async (input, init) => {
  const rendering = current.getStore();
  // Outside a render nothing calls the API on the server; a call that escaped its request fails like a network error.
  if (!rendering) throw new TypeError('No request is being rendered');
  const request = new Request(input, init);
  const url = new URL(request.url);
  const answer = await rendering.send({ method: request.method, path: url.pathname + url.search, headers: [...request.headers] });
  return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: answer.headers });
});

export const renderSignedInPage: RenderSignedInPage = (href, request) =>
  current.run(request, async () => {
    const { router, queryClient, leaf } = routerAt(href, SIGNED_IN_ROUTES);
    if (!leaf) return null;
    // The header's logo, the menus' badges, the notifications (the bell's count with the first paint, and no fetch and
    // redraw of the header once the page is adopted) and the college's name; the screen's own data comes from its
    // route's loader.
    await Promise.all([
      queryClient.prefetchQuery(collegeProfileQuery()),
      queryClient.prefetchQuery(shellQueries.logo()),
      queryClient.prefetchQuery(shellQueries.menuBadges()),
      queryClient.prefetchQuery(shellQueries.notifications()),
    ]);
    const page = await drawRoute(router, queryClient);
    const screen = SIGNED_IN_SCREENS.find((s) => s.routes.some((route) => route.id === leaf.routeId))?.screen;
    return page && { ...page, screen };
  });

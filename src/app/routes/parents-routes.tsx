import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../i18n/app-i18n';
import { startScreenData } from '../lib/route-data';
import { currentUser } from '../lib/session';
import { rootRoute, type RouterContext } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';
import { startSignedInFrameData } from './signed-in-frame-data';
import { PARENTS_PATHS } from '../../domain/parents/paths';
import type { AppModule } from './app-module';

/**
 * The parent's students and, for each, what the dashboard shows of them (attendance, transcript, fee payments):
 * rendered on the server with the page, so a parent on a phone sees their children before any JavaScript has run; in
 * the browser only started (startScreenData). The queries come with the dashboard's code, which the route loads anyway.
 */
async function startParentData({ queryClient }: RouterContext) {
  const user = currentUser()?.username;
  if (!user) return;
  const [{ parentStudentsQuery }, { childAttendanceQuery }, { ownTranscriptQuery }, { paymentHistoryQueries }] =
    await Promise.all([
      import('../features/parents/parents-queries'),
      import('../lib/attendance'),
      import('../lib/transcript'),
      import('../features/payments/payment-history-queries'),
    ]);
  await startScreenData(queryClient, parentStudentsQuery());
  const students = queryClient.getQueryData(parentStudentsQuery().queryKey) ?? [];
  await Promise.all(
    students.flatMap(({ rollNo }) => [
      startScreenData(queryClient, childAttendanceQuery(user, rollNo)),
      startScreenData(queryClient, ownTranscriptQuery(user, rollNo)),
      startScreenData(queryClient, paymentHistoryQueries.history(rollNo)),
    ]),
  );
}

/** The Parent role's landing: linked students, their results and fee receipts (signed-in parents only; others see no data). */
export const parentDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PARENTS_PATHS.parentDashboard,
  ...signedInScreen,
  loader: ({ context }) => Promise.all([startSignedInFrameData(context), startParentData(context)]),
  component: guardedScreen(
    lazyRouteComponent(
      // Its own words, and those of the modules whose figures it shows: results (SGPA, CGPA, Passed), payments (each
      // child's fee payments and receipts) and attendance (each child's attendance line).
      withCatalogue(['parents', 'results', 'payments', 'attendance'], () => import('./parent-dashboard-page')),
      'ParentDashboardPage',
    ),
  ),
});

/** The parents module's app side (src/app/routes/app-modules.ts): its routes. */
export const PARENTS_APP_MODULE = {
  routes: [parentDashboardRoute],
} satisfies AppModule;

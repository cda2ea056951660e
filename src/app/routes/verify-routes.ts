import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';

/**
 * /verify/{code}: the public check of a printed memo or certificate, rendered on the server. Its query and screen
 * are one chunk, loaded when the page is opened, so no other page's first load carries them.
 */
const verifyScreen = () => import('../features/verify/verify-screen');

export const verifyDocumentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.verifyDocument,
  loader: ({ context, params }) => verifyScreen().then((m) => m.loadVerifiedDocument(context.queryClient, params.code)),
  component: lazyRouteComponent(verifyScreen, 'VerifyScreen'),
});

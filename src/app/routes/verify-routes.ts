import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { withCatalogue } from '../i18n/app-i18n';
import { VERIFY_PATHS } from '../../domain/verify/paths';
import type { AppModule } from './app-module';

/**
 * /verify/{code}: the public check of a printed memo or certificate, rendered on the server. Its query and screen
 * are one chunk, loaded when the page is opened, so no other page's first load carries them.
 */
const verifyScreen = withCatalogue('verify', () => import('../features/verify/verify-screen'));

export const verifyDocumentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: VERIFY_PATHS.verifyDocument,
  loader: ({ context, params }) => verifyScreen().then((m) => m.loadVerifiedDocument(context.queryClient, params.code)),
  component: lazyRouteComponent(verifyScreen, 'VerifyScreen'),
});

/** The verify module's app side (src/app/routes/app-modules.ts): its routes. */
export const VERIFY_APP_MODULE = {
  routes: [verifyDocumentRoute],
} satisfies AppModule;

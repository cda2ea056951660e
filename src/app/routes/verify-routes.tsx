import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { verifyQueries } from '../features/verify/verify-queries';
import { rootRoute } from './root-route';

const VerifyScreen = lazyRouteComponent(() => import('../features/verify/verify-screen'), 'VerifyScreen');

/** /verify/{code}: the public check of a printed memo or certificate, rendered on the server, its screen lazy. */
export const verifyDocumentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.verifyDocument,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(verifyQueries.document(params.code)).catch(() => undefined),
  component: function VerifyRoute() {
    const { code } = verifyDocumentRoute.useParams();
    return <VerifyScreen code={code} />;
  },
});

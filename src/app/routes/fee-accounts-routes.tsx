import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

/** §2 /paymentGatewayKeyMaintenance: shop id and key per fee type (administrators and the accounts officer). */
export const gatewayKeysRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.paymentGatewayKeyMaintenance,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/gateway-keys/gateway-keys-screen'), 'GatewayKeysScreen'),
});

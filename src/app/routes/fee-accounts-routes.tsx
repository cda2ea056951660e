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

/** The fee ledger of the accountant roles and the fee payments desk. */
export const feeLedgerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.feeLedger,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/fee-accounts/fee-ledger-screen'), 'FeeLedgerScreen'),
});

/** A student's own payments and receipts (kept on the device once seen). */
export const paymentHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.paymentHistory,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/payment-history/payment-history-screen'), 'PaymentHistoryScreen'),
});

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

/** Leave: apply and one's history, the approvals waiting for the user, a HoD's backup approver. */
export const leaveRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.leave,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/leave/leave-screen'), 'LeaveScreen'),
});
export const leaveApprovalsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.leaveApprovals,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/leave/approvals-screen'), 'ApprovalsScreen'),
});
export const leaveBackupsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.leaveBackups,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/leave/backups-screen'), 'BackupsScreen'),
});

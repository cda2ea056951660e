import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';

const leaveScreen = (path: string, load: Parameters<typeof lazyRouteComponent>[0], name: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    ...signedInScreen,
    component: guardedScreen(lazyRouteComponent(load, name)),
  });

/** Leave: apply and one's history; the approvals waiting for the user (and a HoD's backup approver). */
export const leaveRoute = leaveScreen(APP_PATHS.leave, () => import('../features/leave/leave-screen'), 'LeaveScreen');
export const leaveApprovalsRoute = leaveScreen(
  APP_PATHS.leaveApprovals,
  () => import('../features/leave/approvals-screen'),
  'ApprovalsScreen',
);

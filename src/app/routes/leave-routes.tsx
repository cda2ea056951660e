import { signedInRoute } from './screen-route';
import { LEAVE_PATHS } from '../../domain/leave/paths';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';

/** Leave: apply and one's history; the approvals waiting for the user (and a HoD's backup approver). */
export const leaveRoute = signedInRoute(
  LEAVE_PATHS.leave,
  withCatalogue('leave', () => import('../features/leave/leave-screen')),
  'LeaveScreen',
);
export const leaveApprovalsRoute = signedInRoute(
  LEAVE_PATHS.leaveApprovals,
  withCatalogue('leave', () => import('../features/leave/approvals-screen')),
  'ApprovalsScreen',
);

/** The leave module's app side (src/app/routes/app-modules.ts): its routes. */
export const LEAVE_APP_MODULE = {
  routes: [leaveRoute, leaveApprovalsRoute],
} satisfies AppModule;

import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/**
 * The Faculty menu's Leave section (menu-tree.ts): every member of staff applies for leave and decides what waits
 * for them; a HoD names a backup approver there.
 */
export const LEAVE_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Apply for Leave',
    to: APP_PATHS.leave,
    api: 'GET /api/app/leave',
  },
  {
    label: /*i18n*/ 'Leave Approvals',
    to: APP_PATHS.leaveApprovals,
    api: 'GET /api/app/leave/approvals',
  },
];

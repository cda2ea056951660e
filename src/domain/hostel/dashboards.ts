import type { RoleDashboards } from '../dashboards/role-dashboard';

/**
 * The hostel incharge's dashboard (role-dashboards.ts): its title and tile. The landing is the hostel's own screen
 * (occupancy by block, each block's beds), so the general counters are only the menu's fallback.
 */
export const HOSTEL_DASHBOARDS: RoleDashboards = {
  ROLE_HOSTEL_INCHARGE: { title: /*i18n*/ 'Hostel Management', module: 'Hostel', counters: ['students'] },
};

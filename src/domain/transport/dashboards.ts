import type { RoleDashboards } from '../dashboards/role-dashboard';

/**
 * The transportation incharge's dashboard (role-dashboards.ts): its title and tile. The landing is the transport's own
 * screen (the fleet counted, the documents needing action), so the general counters are only the menu's fallback.
 */
export const TRANSPORT_DASHBOARDS: RoleDashboards = {
  ROLE_TRANSPORTATION_INCHARGE: {
    title: /*i18n*/ 'Transportation Dashboard',
    module: 'Transport',
    counters: ['students', 'faculty'],
  },
};

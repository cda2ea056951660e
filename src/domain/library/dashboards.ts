import type { CounterKey } from '../dashboards/counter-keys';
import type { RoleDashboards } from '../dashboards/role-dashboard';

const LIBRARY: readonly CounterKey[] = ['students', 'faculty', 'courses'];

/**
 * The library roles' dashboards (role-dashboards.ts): their titles and tile. Their landings are the library's own
 * screens (the incharge's catalogue figures, View Books), so the general counters are only the menu's fallback.
 */
export const LIBRARY_DASHBOARDS: RoleDashboards = {
  ROLE_LIBRARY_INCHARGE: { title: /*i18n*/ 'Library Dashboard', module: 'Library', counters: LIBRARY },
  ROLE_LIBRARY_ASSISTANT: { title: /*i18n*/ 'View Books', module: 'Library', counters: LIBRARY },
  ROLE_OPAC_LIBRARY: { title: /*i18n*/ 'View Books', module: 'Library', counters: LIBRARY },
};

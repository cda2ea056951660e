import type { MenuLink } from '../menus/menu-links';

/** The Administration menu's System section (menu-tree.ts). */
export const MAINTENANCE_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Maintenance Mode',
    to: '/app/Maintenance Mode',
    api: 'PUT /api/app/maintenance',
  },
];

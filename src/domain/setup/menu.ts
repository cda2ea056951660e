import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/** The college profile, first in the Administration menu's Academic setup section (menu-tree.ts). */
export const SETUP_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'College Profile',
    to: APP_PATHS.collegeProfile,
    api: 'PUT /api/app/collegeProfile',
    hint: /*i18n*/ 'The college name and contact details',
  },
];

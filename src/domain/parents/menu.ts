import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/** My Account's Profile section (menu-tree.ts): a parent's own details and their children's. */
export const PARENTS_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'My Profile',
    to: APP_PATHS.parentProfile,
    api: 'GET /api/app/parent/profile',
    hint: /*i18n*/ "Your details, and your children's as the college holds them",
  },
];

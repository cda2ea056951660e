import type { MenuLink } from '../menus/menu-links';

/** My Account's Security section (menu-tree.ts). */
export const AUTH_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Reset Password',
    to: '/app/reset Password',
    api: 'POST /api/auth/resetUserPasswords',
  },
];

import type { MenuLink } from '../menus/menu-links';

/** The Administration menu's Accounts section (menu-tree.ts). */
export const USERS_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Create User',
    to: '/app/Create User',
    api: 'POST /api/auth/signup',
    hint: /*i18n*/ 'An account with any role',
  },
  {
    label: /*i18n*/ 'Create Logins',
    to: '/createLogins',
    api: 'POST /api/app/createStudentLogins',
    badge: 'studentsWithoutLogin',
    hint: /*i18n*/ 'Logins for students and faculty',
  },
];

import type { MenuLink } from '../menus/menu-links';

/** The Administration menu's Accounts section (menu-tree.ts). */
export const USERS_MENU: readonly MenuLink[] = [
  {
    label: 'Create User',
    to: '/app/Create User',
    api: 'POST /api/auth/signup',
    hint: 'An account with any role',
  },
  {
    label: 'Create Logins',
    to: '/createLogins',
    api: 'POST /api/app/createStudentLogins',
    badge: 'studentsWithoutLogin',
    hint: 'Logins for students and faculty',
  },
];

import type { MenuLink } from '../menus/menu-links';

/** The Examinations menu's Accreditation section (menu-tree.ts). */
export const ACCREDITATION_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'IQAC and accreditation',
    to: '/iqacnewhome',
    hint: /*i18n*/ "IQAC login and the college's accreditation sites",
  },
];

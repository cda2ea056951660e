import type { MenuLink } from '../menus/menu-links';

/** The Faculty menu's Achievements section (menu-tree.ts). */
export const ACHIEVEMENTS_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Faculty Achievements',
    to: '/app/Faculty/Achievements',
    api: 'POST /api/app/savefacultyAchievements',
    hint: /*i18n*/ 'Search, add, edit and delete achievements',
  },
];

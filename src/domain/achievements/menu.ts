import type { MenuLink } from '../menus/menu-links';

/** The Faculty menu's Achievements section (menu-tree.ts). */
export const ACHIEVEMENTS_MENU: readonly MenuLink[] = [
  {
    label: 'Faculty Achievements',
    to: '/app/Faculty/Achievements',
    api: 'POST /api/app/savefacultyAchievements',
    hint: 'Search, add, edit and delete achievements',
  },
];

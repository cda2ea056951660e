import type { MenuLink } from '../menus/menu-links';

/** The Help menu's Policies section (menu-tree.ts). */
export const LEGAL_MENU: readonly MenuLink[] = [
  { label: /*i18n*/ 'Terms and Conditions', to: '/terms' },
  { label: /*i18n*/ 'Privacy Policy', to: '/privacy' },
  { label: /*i18n*/ 'Returns and Refunds', to: '/return' },
];

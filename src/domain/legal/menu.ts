import type { MenuLink } from '../menus/menu-links';

/** The Help menu's Policies section (menu-tree.ts). */
export const LEGAL_MENU: readonly MenuLink[] = [
  { label: 'Terms and Conditions', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Returns and Refunds', to: '/return' },
];

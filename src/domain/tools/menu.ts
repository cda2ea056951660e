import type { MenuLink } from '../menus/menu-links';

/** The Tools menu's Utilities section (menu-tree.ts). */
export const TOOLS_MENU: readonly MenuLink[] = [
  { label: 'Encrypt / Decrypt', to: '/encrypt-decrypt' },
  {
    label: 'Developer Options',
    to: '/devtools',
    hint: 'Server address and kiosk mode',
  },
];

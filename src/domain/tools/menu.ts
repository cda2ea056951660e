import type { MenuLink } from '../menus/menu-links';

/** The Tools menu's Utilities section (menu-tree.ts). */
export const TOOLS_MENU: readonly MenuLink[] = [
  { label: /*i18n*/ 'Encrypt / Decrypt', to: '/encrypt-decrypt' },
  {
    label: /*i18n*/ 'Developer Options',
    to: '/devtools',
    hint: /*i18n*/ 'Server address and kiosk mode',
  },
];

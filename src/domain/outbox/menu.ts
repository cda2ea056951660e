import type { MenuLink } from '../menus/menu-links';

/** My Account's Offline section (menu-tree.ts). */
export const OUTBOX_MENU: readonly MenuLink[] = [
  { label: /*i18n*/ 'Outbox', to: '/app/Outbox', hint: /*i18n*/ 'Submissions saved on this device' },
];

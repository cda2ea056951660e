import type { MenuLink } from '../menus/menu-links';

/** My Account's Offline section (menu-tree.ts). */
export const OUTBOX_MENU: readonly MenuLink[] = [
  { label: 'Outbox', to: '/app/Outbox', hint: 'Submissions saved on this device' },
];

import type { Access } from '../auth/access';
import type { CounterKey } from '../dashboards/counters';

/**
 * §2 header menus: categories (the sidebar's icon categories, the mega menu's drop-downs) holding titled
 * sections of links. A link is shown only to users who may open its screen (`mayOpen`, screen-access.ts, the
 * rule the screens themselves follow); where a screen calls a guarded API route, `api` names it and that route's
 * line of the server's permission table admits the same roles (tests/domain/screen-access.test.ts).
 */
export interface MenuLink {
  label: string;
  to: string;
  /** Who may see the link on a device in kiosk mode, when that is fewer than may open its screen. */
  kioskAccess?: Access;
  /** The guarded API route the screen relies on. */
  api?: string;
  /** A live count shown next to the link (from the dashboard counters). */
  badge?: CounterKey;
  hint?: string;
}
export interface MenuSection {
  title: string;
  links: readonly MenuLink[];
}
export type MenuIcon = 'dashboard' | 'exams' | 'faculty' | 'administration' | 'tools' | 'account' | 'help';
export interface MenuCategory {
  id: string;
  title: string;
  icon: MenuIcon;
  sections: readonly MenuSection[];
}

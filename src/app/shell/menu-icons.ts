import {
  buildOutline,
  gridOutline,
  helpCircleOutline,
  libraryOutline,
  personCircleOutline,
  ribbonOutline,
  schoolOutline,
} from 'ionicons/icons';
import type { MenuIcon } from '../../domain/menus/menu-links';

/** The sidebar's and mega menu's category icons. */
export const MENU_ICONS: Readonly<Record<MenuIcon, string>> = {
  dashboard: gridOutline,
  exams: schoolOutline,
  faculty: libraryOutline,
  administration: ribbonOutline,
  tools: buildOutline,
  account: personCircleOutline,
  help: helpCircleOutline,
};

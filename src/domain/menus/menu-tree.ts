import { isAllowed } from '../auth/access';
import { EXTRA_LANDING_BY_ROLE, LANDING_BY_ROLE, LOGIN_ROLES, type LoginRole, type Role } from '../auth/roles';
import { ROLE_DASHBOARDS } from '../dashboards/role-dashboards';
import { EXAMS_MENU } from '../exams/menu';
import { RESULT_ANALYSIS_MENU } from '../result-analysis/menu';
import { RESULTS_MENU } from '../results/menu';
import { ACCREDITATION_MENU } from '../accreditation/menu';
import { TIMETABLE_OWN_WEEK_MENU, TIMETABLE_SECTIONS_MENU } from '../timetable/menu';
import { CALENDAR_MENU } from '../calendar/menu';
import { LEAVE_MENU } from '../leave/menu';
import { ATTENDANCE_MENU } from '../attendance/menu';
import { FACULTY_MENU } from '../faculty/menu';
import { ACHIEVEMENTS_MENU } from '../achievements/menu';
import { USERS_MENU } from '../users/menu';
import { ADMISSIONS_MENU } from '../admissions/menu';
import { PAYMENTS_FEE_ACCOUNTS_MENU, PAYMENTS_FEES_MENU } from '../payments/menu';
import { SETUP_MENU } from '../setup/menu';
import { ACADEMIC_MENU } from '../academic/menu';
import { MAINTENANCE_MENU } from '../maintenance/menu';
import { ALUMNI_MENU } from '../alumni/menu';
import { TOOLS_MENU } from '../tools/menu';
import { AUTH_MENU } from '../auth/menu';
import { OUTBOX_MENU } from '../outbox/menu';
import { PARENTS_MENU } from '../parents/menu';
import { LEGAL_MENU } from '../legal/menu';
import { REPORTS_MENU } from '../reports/menu';
import { VENDORS_MENU } from '../vendors/menu';
import { LIBRARY_MENU } from '../library/menu';
import { HOSTEL_MENU } from '../hostel/menu';
import { TRANSPORT_MENU } from '../transport/menu';
import { mayOpen } from './screen-access';
import type { MenuCategory, MenuLink } from './menu-links';

/**
 * §2 header menus (see menu-links.ts): the categories every signed-in user's menu is cut from. The links are each
 * module's (its `menu.ts`); here they take their place in a category and section, in the order the menus show
 * them. tests/domain/menu-tree.test.ts fails on a module's links not placed here, or placed twice.
 */
export const MENU_TREE: readonly MenuCategory[] = [
  {
    id: 'exams',
    title: /*i18n*/ 'Examinations',
    icon: 'exams',
    sections: [
      {
        title: /*i18n*/ 'Results',
        links: [...EXAMS_MENU, ...RESULT_ANALYSIS_MENU, ...RESULTS_MENU],
      },
      { title: /*i18n*/ 'Accreditation', links: ACCREDITATION_MENU },
    ],
  },
  {
    // Timetables, leave, attendance, the faculty database and achievements.
    id: 'faculty',
    title: /*i18n*/ 'Faculty',
    icon: 'faculty',
    sections: [
      {
        title: /*i18n*/ 'Timetables',
        links: [...TIMETABLE_OWN_WEEK_MENU, ...CALENDAR_MENU, ...TIMETABLE_SECTIONS_MENU],
      },
      { title: /*i18n*/ 'Leave', links: LEAVE_MENU },
      { title: /*i18n*/ 'Attendance', links: ATTENDANCE_MENU },
      { title: /*i18n*/ 'Faculty database', links: FACULTY_MENU },
      { title: /*i18n*/ 'Achievements', links: ACHIEVEMENTS_MENU },
    ],
  },
  {
    // Accounts, admissions, fee accounts, academic setup and the system.
    id: 'administration',
    title: /*i18n*/ 'Administration',
    icon: 'administration',
    sections: [
      { title: /*i18n*/ 'Reports', links: REPORTS_MENU },
      { title: /*i18n*/ 'Accounts', links: USERS_MENU },
      { title: /*i18n*/ 'Admissions', links: ADMISSIONS_MENU },
      { title: /*i18n*/ 'Fee Accounts', links: PAYMENTS_FEE_ACCOUNTS_MENU },
      { title: /*i18n*/ 'Vendor Payments', links: VENDORS_MENU },
      { title: /*i18n*/ 'Academic setup', links: [...SETUP_MENU, ...ACADEMIC_MENU] },
      { title: /*i18n*/ 'System', links: MAINTENANCE_MENU },
    ],
  },
  {
    id: 'library',
    title: /*i18n*/ 'Library',
    icon: 'dashboard',
    sections: [{ title: /*i18n*/ 'Library', links: LIBRARY_MENU }],
  },
  {
    id: 'hostel',
    title: /*i18n*/ 'Hostel',
    icon: 'dashboard',
    sections: [{ title: /*i18n*/ 'Hostel', links: HOSTEL_MENU }],
  },
  {
    id: 'transport',
    title: /*i18n*/ 'Transport',
    icon: 'dashboard',
    sections: [{ title: /*i18n*/ 'Transport', links: TRANSPORT_MENU }],
  },
  {
    id: 'alumni',
    title: /*i18n*/ 'Alumni',
    icon: 'account',
    sections: [{ title: /*i18n*/ 'Alumni', links: ALUMNI_MENU }],
  },
  {
    id: 'tools',
    title: /*i18n*/ 'Tools',
    icon: 'tools',
    sections: [{ title: /*i18n*/ 'Utilities', links: TOOLS_MENU }],
  },
  {
    id: 'account',
    title: /*i18n*/ 'My Account',
    icon: 'account',
    sections: [
      { title: /*i18n*/ 'Profile', links: PARENTS_MENU },
      { title: /*i18n*/ 'Security', links: AUTH_MENU },
      { title: /*i18n*/ 'Fees', links: PAYMENTS_FEES_MENU },
      { title: /*i18n*/ 'Offline', links: OUTBOX_MENU },
    ],
  },
  { id: 'help', title: /*i18n*/ 'Help', icon: 'help', sections: [{ title: /*i18n*/ 'Policies', links: LEGAL_MENU }] },
];

/** The dashboards of the user's roles (a user may hold several), then the module home. */
function dashboardCategory(roles: readonly string[]): MenuCategory {
  const seen = new Set<string>();
  const links: MenuLink[] = [];
  for (const role of roles) {
    if (!(LOGIN_ROLES as readonly string[]).includes(role)) continue;
    const to = LANDING_BY_ROLE[role as LoginRole];
    if (seen.has(to)) continue;
    seen.add(to);
    links.push({ label: ROLE_DASHBOARDS[role as LoginRole].title, to });
  }
  // Roles beyond §2's landings: the parent has a dashboard of its own, the others the /app home.
  for (const role of roles) {
    const to = EXTRA_LANDING_BY_ROLE[role as Role];
    if (to && !seen.has(to)) {
      seen.add(to);
      links.push({ label: to.split('/').at(-1)!, to });
    }
  }
  if (links.length === 0) links.push({ label: /*i18n*/ 'Home', to: '/app' });
  return {
    id: 'dashboards',
    title: /*i18n*/ 'Dashboards',
    icon: 'dashboard',
    sections: [
      { title: /*i18n*/ 'My dashboards', links },
      {
        title: /*i18n*/ 'Modules',
        links: [{ label: /*i18n*/ 'ERP Home', to: '/erphome', hint: /*i18n*/ 'Every module of the college' }],
      },
    ],
  };
}

/**
 * The menu a signed-in user with these roles sees: empty sections and categories are dropped. On a kiosk,
 * links with a `kioskAccess` follow it.
 */
export function menuFor(roles: readonly string[], { kiosk = false }: { kiosk?: boolean } = {}): MenuCategory[] {
  return [dashboardCategory(roles), ...MENU_TREE]
    .map((category) => ({
      ...category,
      sections: category.sections
        .map((section) => ({
          ...section,
          links: section.links.filter(
            (link) => mayOpen(roles, link.to) && (!kiosk || !link.kioskAccess || isAllowed(link.kioskAccess, roles)),
          ),
        }))
        .filter((section) => section.links.length > 0),
    }))
    .filter((category) => category.sections.length > 0);
}

/** Every link of a menu, in order (for the Admin Menus page and tests). */
export const linksOf = (menu: readonly MenuCategory[]): MenuLink[] =>
  menu.flatMap((c) => c.sections.flatMap((s) => s.links));

import { ACHIEVEMENT_ROLES } from '../achievements/access';
import { ALUMNI_DIRECTORY_ROLES, ALUMNI_HISTORY_ROLES, ALUMNI_REGISTRATION_ROLES } from '../alumni/access';
import { KIOSK_ADMIN_ROLES, LOGIN_CREATOR_ROLES, MAINTENANCE_ROLES, USER_ADMIN_ROLES, isAllowed, type Access } from '../auth/access';
import { EXTRA_LANDING_BY_ROLE, LANDING_BY_ROLE, LOGIN_ROLES, type LoginRole, type Role } from '../auth/roles';
import type { CounterKey } from '../dashboards/counters';
import { ROLE_DASHBOARDS } from '../dashboards/role-dashboards';

/**
 * §2 header menus: categories (the sidebar's icon categories, the mega menu's drop-downs) holding titled
 * sections of links. A link is shown only to users its `access` admits; where a screen calls a guarded
 * API route, `access` is the same role list that route has in the server's permission table
 * (tests/domain/menu-tree.test.ts checks each `api` key against it). Only screens that exist are listed.
 */
export interface MenuLink {
  label: string;
  to: string;
  access: Access;
  /** Who may see the link on a device in kiosk mode, when that is fewer than `access`. */
  kioskAccess?: Access;
  /** The guarded API route the screen relies on, whose permission must match `access`. */
  api?: string;
  /** A live count shown next to the link (from the dashboard counters). */
  badge?: CounterKey;
  hint?: string;
}
export interface MenuSection {
  title: string;
  links: readonly MenuLink[];
}
export type MenuIcon = 'dashboard' | 'exams' | 'administration' | 'tools' | 'account' | 'help';
export interface MenuCategory {
  id: string;
  title: string;
  icon: MenuIcon;
  sections: readonly MenuSection[];
}

export const MENU_TREE: readonly MenuCategory[] = [
  {
    id: 'exams',
    title: 'Examinations',
    icon: 'exams',
    sections: [
      {
        title: 'Results',
        links: [{ label: 'Exam Results', to: '/examresults', access: 'public', badge: 'examTitles', hint: 'Results by roll number, with the PDF' }],
      },
      { title: 'Accreditation', links: [{ label: 'IQAC, NAAC, NIRF and OBE', to: '/iqacnewhome', access: 'public' }] },
    ],
  },
  {
    id: 'administration',
    title: 'Administration',
    icon: 'administration',
    sections: [
      {
        title: 'Accounts',
        links: [
          { label: 'Create User', to: '/app/Create User', access: USER_ADMIN_ROLES, api: 'POST /api/auth/signup', hint: 'An account with any role' },
          {
            label: 'Create Logins',
            to: '/createLogins',
            access: LOGIN_CREATOR_ROLES,
            api: 'POST /api/app/createStudentLogins',
            badge: 'studentsWithoutLogin',
            hint: 'Logins for students and faculty',
          },
        ],
      },
      { title: 'System', links: [{ label: 'Maintenance Mode', to: '/app/Maintenance Mode', access: MAINTENANCE_ROLES, api: 'PUT /api/app/maintenance' }] },
    ],
  },
  {
    id: 'faculty',
    title: 'Faculty',
    icon: 'administration',
    sections: [
      {
        title: 'Achievements',
        links: [
          {
            label: 'Faculty Achievements',
            to: '/app/Faculty/Achievements',
            access: ACHIEVEMENT_ROLES,
            api: 'POST /api/app/savefacultyAchievements',
            hint: 'Search, add, edit and delete achievements',
          },
        ],
      },
    ],
  },
  {
    id: 'alumni',
    title: 'Alumni',
    icon: 'account',
    sections: [
      {
        title: 'Alumni',
        links: [
          {
            label: 'Alumni Registration',
            to: '/app/Alumni/Registration Form',
            access: ALUMNI_REGISTRATION_ROLES,
            api: 'POST /api/app/saveAlumniStudentRegister',
            badge: 'alumniRegistrations',
          },
          { label: 'Alumni History', to: '/AlumniHistory', access: ALUMNI_HISTORY_ROLES, api: 'POST /api/app/saveAluminiHistoryByUrl' },
          {
            label: 'Alumni Directory',
            to: '/app/Alumni/Directory',
            access: ALUMNI_DIRECTORY_ROLES,
            api: 'GET /api/app/alumni/directory',
            badge: 'alumniOnRecord',
            hint: 'Search, counts by batch, Excel export',
          },
        ],
      },
    ],
  },
  {
    id: 'tools',
    title: 'Tools',
    icon: 'tools',
    sections: [
      {
        title: 'Utilities',
        links: [
          { label: 'Encrypt / Decrypt', to: '/encrypt-decrypt', access: 'public' },
          { label: 'Developer Options', to: '/devtools', access: 'public', kioskAccess: KIOSK_ADMIN_ROLES, hint: 'Server address and kiosk mode' },
        ],
      },
    ],
  },
  {
    id: 'account',
    title: 'My Account',
    icon: 'account',
    sections: [
      { title: 'Security', links: [{ label: 'Reset Password', to: '/app/reset Password', access: 'signed-in', api: 'POST /api/auth/resetUserPasswords' }] },
      { title: 'Offline', links: [{ label: 'Outbox', to: '/app/Outbox', access: 'signed-in', hint: 'Submissions saved on this device' }] },
    ],
  },
  {
    id: 'help',
    title: 'Help',
    icon: 'help',
    sections: [
      {
        title: 'Policies',
        links: [
          { label: 'Terms and Conditions', to: '/terms', access: 'public' },
          { label: 'Privacy Policy', to: '/privacy', access: 'public' },
          { label: 'Returns and Refunds', to: '/return', access: 'public' },
        ],
      },
    ],
  },
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
    links.push({ label: ROLE_DASHBOARDS[role as LoginRole].title, to, access: [role as LoginRole] });
  }
  // Roles beyond §2's landings: the parent has a dashboard of its own, the others the /app home.
  for (const role of roles) {
    const to = EXTRA_LANDING_BY_ROLE[role as Role];
    if (to && !seen.has(to)) {
      seen.add(to);
      links.push({ label: to.split('/').at(-1)!, to, access: [role as Role] });
    }
  }
  if (links.length === 0) links.push({ label: 'Home', to: '/app', access: 'signed-in' });
  return {
    id: 'dashboards',
    title: 'Dashboards',
    icon: 'dashboard',
    sections: [
      { title: 'My dashboards', links },
      { title: 'Modules', links: [{ label: 'ERP Home', to: '/erphome', access: 'public', hint: 'Every module of the college' }] },
    ],
  };
}

/**
 * The menu a signed-in user with these roles sees: empty sections and categories are dropped. On a kiosk,
 * links with a `kioskAccess` follow it (Developer Options only for an administrator).
 */
export function menuFor(roles: readonly string[], { kiosk = false }: { kiosk?: boolean } = {}): MenuCategory[] {
  return [dashboardCategory(roles), ...MENU_TREE]
    .map((category) => ({
      ...category,
      sections: category.sections
        .map((section) => ({ ...section, links: section.links.filter((link) => isAllowed(kiosk && link.kioskAccess ? link.kioskAccess : link.access, roles)) }))
        .filter((section) => section.links.length > 0),
    }))
    .filter((category) => category.sections.length > 0);
}

/** Every link of a menu, in order (for the Admin Menus page and tests). */
export const linksOf = (menu: readonly MenuCategory[]): MenuLink[] => menu.flatMap((c) => c.sections.flatMap((s) => s.links));

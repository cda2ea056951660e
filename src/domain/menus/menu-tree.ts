import { isAllowed } from '../auth/access';
import { EXTRA_LANDING_BY_ROLE, LANDING_BY_ROLE, LOGIN_ROLES, type LoginRole, type Role } from '../auth/roles';
import { ROLE_DASHBOARDS } from '../dashboards/role-dashboards';
import { RESULT_ANALYSIS_PATH } from '../result-analysis/access';
import { mayOpen } from './screen-access';
import { ADMINISTRATION_MENU } from './administration-menu';
import { FACULTY_MENU } from './faculty-menu';
import type { MenuCategory, MenuLink } from './menu-links';
import { APP_PATHS } from '../routes/app-paths';

/** §2 header menus (see menu-links.ts): the categories every signed-in user's menu is cut from. */
export const MENU_TREE: readonly MenuCategory[] = [
  {
    id: 'exams',
    title: 'Examinations',
    icon: 'exams',
    sections: [
      {
        title: 'Results',
        links: [
          {
            label: 'Exam Cell',
            to: APP_PATHS.examCell,
            api: 'GET /api/app/exams',
          },
          {
            label: 'Internal marks',
            to: APP_PATHS.internalMarks,
            api: 'GET /api/app/marks/internal',
          },
          {
            label: 'Result Analysis',
            to: RESULT_ANALYSIS_PATH,
            api: 'GET /api/app/resultAnalysis',
          },
          {
            label: 'Exam Results',
            to: '/examresults',
            badge: 'examTitles',
            hint: 'Results by roll number, with the PDF',
          },
          {
            label: 'My Results',
            to: APP_PATHS.myResults,
            api: 'GET /api/app/getOwnResults',
            hint: 'Your own result sheets',
          },
        ],
      },
      {
        title: 'Accreditation',
        links: [
          {
            label: 'IQAC and accreditation',
            to: '/iqacnewhome',
            hint: "IQAC login and the college's accreditation sites",
          },
        ],
      },
    ],
  },
  FACULTY_MENU,
  ADMINISTRATION_MENU,
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
            api: 'POST /api/app/saveAlumniStudentRegister',
            badge: 'alumniRegistrations',
          },
          {
            label: 'Alumni History',
            to: '/AlumniHistory',
            api: 'POST /api/app/saveAluminiHistoryByUrl',
          },
          {
            label: 'Alumni Directory',
            to: '/app/Alumni/Directory',
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
          { label: 'Encrypt / Decrypt', to: '/encrypt-decrypt' },
          {
            label: 'Developer Options',
            to: '/devtools',
            hint: 'Server address and kiosk mode',
          },
        ],
      },
    ],
  },
  {
    id: 'account',
    title: 'My Account',
    icon: 'account',
    sections: [
      {
        title: 'Security',
        links: [
          {
            label: 'Reset Password',
            to: '/app/reset Password',
            api: 'POST /api/auth/resetUserPasswords',
          },
        ],
      },
      {
        title: 'Fees',
        links: [
          {
            label: 'Online Fee Payment',
            to: '/app/Student/Fee Payment',
            api: 'POST /api/app/payFee',
            hint: 'What is due (a parent: each linked child), pay it, receipts',
          },
          {
            label: 'Payment History',
            to: '/app/Student/Payment History',
            hint: 'Your payments and receipts',
          },
        ],
      },
      {
        title: 'Offline',
        links: [{ label: 'Outbox', to: '/app/Outbox', hint: 'Submissions saved on this device' }],
      },
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
          { label: 'Terms and Conditions', to: '/terms' },
          { label: 'Privacy Policy', to: '/privacy' },
          { label: 'Returns and Refunds', to: '/return' },
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
  if (links.length === 0) links.push({ label: 'Home', to: '/app' });
  return {
    id: 'dashboards',
    title: 'Dashboards',
    icon: 'dashboard',
    sections: [
      { title: 'My dashboards', links },
      {
        title: 'Modules',
        links: [{ label: 'ERP Home', to: '/erphome', hint: 'Every module of the college' }],
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

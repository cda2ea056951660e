import { isAllowed, type Access } from '../auth/access';
import { EXTRA_LANDING_BY_ROLE, LANDING_BY_ROLE, LOGIN_ROLES, type LoginRole, type Role } from '../auth/roles';
import type { CounterKey } from '../dashboards/counters';
import { ROLE_DASHBOARDS } from '../dashboards/role-dashboards';
import { APP_PATHS } from '../routes/known-paths';
import { RESULT_ANALYSIS_PATH } from '../result-analysis/access';
import { mayOpen } from './screen-access';

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
  {
    id: 'faculty',
    title: 'Faculty',
    icon: 'faculty',
    sections: [
      {
        // The teaching day: a teacher's, student's or parent's own week; the academic section and HoDs build them.
        title: 'Timetables',
        links: [
          {
            label: 'My Timetable',
            to: APP_PATHS.myTimetable,
            api: 'GET /api/app/timetable/week',
            hint: 'Your week of classes, with substitutions, and its PDF',
          },
          {
            label: 'College calendar',
            to: APP_PATHS.collegeCalendar,
            api: 'GET /api/app/calendar',
            hint: 'Holidays and closures, semester dates and activities, month by month',
          },
          {
            label: 'Timetables',
            to: APP_PATHS.timetables,
            api: 'GET /api/app/timetables',
            hint: 'Section timetables on the bell schedule, and substitutes for a date',
          },
        ],
      },
      {
        // Every member of staff applies for leave and decides what waits for them; a HoD names a backup approver there.
        title: 'Leave',
        links: [
          {
            label: 'Apply for Leave',
            to: APP_PATHS.leave,
            api: 'GET /api/app/leave',
          },
          {
            label: 'Leave Approvals',
            to: APP_PATHS.leaveApprovals,
            api: 'GET /api/app/leave/approvals',
          },
        ],
      },
      {
        // Attendance: taken by the teacher from the day's classes (offline too), read by students, parents and HoDs.
        title: 'Attendance',
        links: [
          {
            label: 'Attendance sheet',
            to: APP_PATHS.attendance,
            api: 'GET /api/app/attendance/classes',
            hint: "Today's classes: mark the absentees, even without signal",
          },
          {
            label: 'Assigned subjects',
            to: APP_PATHS.assignedSubjects,
            api: 'GET /api/app/attendance/subjects',
            hint: 'Your subjects of the year: class lists, classes and attendance',
          },
          {
            label: 'My attendance',
            to: APP_PATHS.myAttendance,
            api: 'GET /api/app/attendance/student',
            hint: 'Subject-wise and overall attendance, and any shortage',
          },
          {
            label: 'Department attendance',
            to: APP_PATHS.departmentAttendance,
            api: 'GET /api/app/attendance/department',
            hint: "The day's absentees and each section's monthly register",
          },
        ],
      },
      {
        // Faculty members keep their own records here; a HoD reads their department's, principal and IQAC the college's.
        title: 'Faculty database',
        links: [
          {
            label: 'Publications',
            to: APP_PATHS.facultyPublications,
            api: 'GET /api/fdb/publications',
            hint: 'Papers with DOI, Scopus and Web of Science indexing, citations',
          },
          {
            label: 'MoUs',
            to: APP_PATHS.facultyMous,
            api: 'GET /api/fdb/mous',
            hint: 'Memoranda of understanding',
          },
          {
            label: 'Awards',
            to: APP_PATHS.facultyAwards,
            api: 'GET /api/fdb/awards',
            hint: 'Awards and honours',
          },
        ],
      },
      {
        title: 'Achievements',
        links: [
          {
            label: 'Faculty Achievements',
            to: '/app/Faculty/Achievements',
            api: 'POST /api/app/savefacultyAchievements',
            hint: 'Search, add, edit and delete achievements',
          },
        ],
      },
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
          {
            label: 'Create User',
            to: '/app/Create User',
            api: 'POST /api/auth/signup',
            hint: 'An account with any role',
          },
          {
            label: 'Create Logins',
            to: '/createLogins',
            api: 'POST /api/app/createStudentLogins',
            badge: 'studentsWithoutLogin',
            hint: 'Logins for students and faculty',
          },
        ],
      },
      {
        title: 'Admissions',
        links: [
          {
            label: 'Admission Form',
            to: '/admissionForm',
            api: 'POST /api/app/saveApplicationFormData',
            hint: 'New admissions and changes',
          },
          {
            label: 'Student Admission Form',
            to: '/AdmissionFormForSmsk',
            api: 'POST /api/app/getStudentadmissiondata',
            hint: 'The shorter admission form, with its PDF',
          },
          {
            label: 'Admissions Register',
            to: '/app/Admission/Register',
            api: 'POST /api/app/searchAdmissions',
            hint: 'Search, admission PDFs, Excel export',
          },
        ],
      },
      {
        title: 'Fee Accounts',
        links: [
          {
            label: 'Payment Gateway Keys',
            to: '/paymentGatewayKeyMaintenance',
            api: 'GET /api/app/getPaymentGatewayKeyMaintenance',
            hint: 'Shop id and key per fee type',
          },
          {
            label: 'Fee Ledger',
            to: '/app/Accounts/Fee Ledger',
            api: 'GET /api/app/getFeeLedger',
            hint: 'Payments, totals, daily collection, Excel, reconciliation and refunds',
          },
        ],
      },
      {
        title: 'Academic setup',
        links: [
          {
            label: 'College Profile',
            to: APP_PATHS.collegeProfile,
            api: 'PUT /api/app/collegeProfile',
            hint: 'The college name and contact details',
          },
          {
            label: 'Lists the College Keeps',
            to: APP_PATHS.academicLists,
            hint: 'Programmes and subjects, the calendar, leave, admission lists',
          },
          {
            label: 'Changes to the Lists',
            to: APP_PATHS.academicListChanges,
            api: 'GET /api/app/listChanges',
            hint: 'Who changed what, and when',
          },
          {
            label: 'Changes to Authorize',
            to: APP_PATHS.changesToAuthorize,
            api: 'GET /api/app/listChangeRequests',
            hint: 'Changes to regulations and subjects waiting for a second person',
          },
        ],
      },
      {
        title: 'System',
        links: [
          {
            label: 'Maintenance Mode',
            to: '/app/Maintenance Mode',
            api: 'PUT /api/app/maintenance',
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

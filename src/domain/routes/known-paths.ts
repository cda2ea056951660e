import { ALUMNI_PATHS } from '../alumni/paths';
import { LANDING_BY_ROLE, PARENT_DASHBOARD_PATH } from '../auth/roles';
import { EXAM_CELL_PATH, INTERNAL_MARKS_PATH } from '../exams/access';
import { isDashboardSlugPath } from '../home/module-roles';

/**
 * Every route path of the app (§2), in one list: the router's route files take their paths from here and the
 * server answers these with status 200; any other non-API path gets the app shell with status 404 (§8).
 * tests/app/route-paths.test.ts checks that the router declares exactly these.
 */
export const APP_PATHS = {
  // home
  home: '/',
  erpHome: '/erphome',
  comingSoon: '/coming-soon',
  // results
  examResults: '/examresults',
  result: '/results/$title',
  myResults: '/app/Student/My Results',
  // the exam cell: exams, their timetables and registration
  examCell: EXAM_CELL_PATH,
  internalMarks: INTERNAL_MARKS_PATH,
  // the public check of a printed memo or certificate by its code
  verifyDocument: '/verify/$code',
  // tools
  developerOptions: '/devtools',
  cryptoTool: '/encrypt-decrypt',
  // accreditation
  iqacNewHome: '/iqacnewhome',
  iqacHome: '/IQACHome',
  // legal
  terms: '/terms',
  privacy: '/privacy',
  returns: '/return',
  // auth
  login: '/login/$module',
  emailSignIn: '/signin',
  register: '/register',
  registerModule: '/register/$module',
  forgotPassword: '/ForgotPassword',
  resetPassword: '/reset-password',
  unlockSignIn: '/unlock-sign-in',
  changePassword: '/ResetLoginPassword',
  appChangePassword: '/app/reset Password',
  restoreCredentials: '/restoreCredentials',
  // users
  createLogins: '/createLogins',
  createUser: '/app/Create User',
  // dashboards (and the role landings below)
  appRoot: '/app',
  roleDashboard: '/$role/dashboard',
  // maintenance
  maintenance: '/maintenance',
  maintenanceMode: '/app/Maintenance Mode',
  // shell
  adminMenus: '/app/Admin Menus',
  // academic: the lists the college keeps and the log of their changes
  academicLists: '/app/Admin/Lists',
  academicList: '/app/Admin/Lists/$kind',
  academicListChanges: '/app/Admin/List Changes',
  // students after admission: the directory, a profile and roll numbers for admitted applicants
  studentDirectory: '/app/Admin/Students',
  studentProfile: '/app/Admin/Students/$id',
  studentRollNumbers: '/app/Admin/Roll Numbers',
  changesToAuthorize: '/app/Admin/Changes to Authorize',
  // the set-up of a fresh college: its profile (name, logo, contact details)
  collegeProfile: '/app/Admin/College Profile',
  // parents
  parentDashboard: PARENT_DASHBOARD_PATH,
  // faculty (the faculty database records of a faculty member)
  facultyPublications: '/app/Faculty/Publications',
  facultyMous: '/app/Faculty/MoUs',
  facultyAwards: '/app/Faculty/Awards',
  // faculty records (one record's own screen) and subject allotments
  facultyRecord: '/app/Admin/Faculty/$id',
  subjectAllotments: '/app/Academics/Subject Allotment',
  // timetables: building them, and the signed-in user's own week
  timetables: '/app/Academics/Timetables',
  myTimetable: '/app/My Timetable',
  // the college calendar: a month's holidays and closures, semester dates and activities
  collegeCalendar: '/app/College Calendar',
  // leave: applying and one's history; the approvals waiting for the user (a HoD names a backup approver there)
  leave: '/app/Leave',
  leaveApprovals: '/app/Leave/Approvals',
  // attendance: a teacher's day and sheets, their subjects, a student's percentages, the HoD's department
  attendance: '/app/Attendance',
  attendanceSheet: '/app/Attendance/Sheet',
  assignedSubjects: '/app/Assigned Subjects',
  myAttendance: '/app/My Attendance',
  departmentAttendance: '/app/Department Attendance',
  // fee accounts
  paymentGatewayKeyMaintenance: '/paymentGatewayKeyMaintenance',
  feeLedger: '/app/Accounts/Fee Ledger',
  paymentHistory: '/app/Student/Payment History',
  // fees: the student's Pay screen, the applicant's self payment and the four §2 result pages
  feePayment: '/app/Student/Fee Payment',
  selfPayment: '/selfPayment',
  feePaymentStatus: '/lyra/payment/status',
  misFeePaymentStatus: '/lyra/misFeepayment/status',
  examFeePaymentStatus: '/lyra/examFeepayment/status',
  selfPaymentStatus: '/lyra/selfPayment/status',
  // admissions
  admissionForm: '/admissionForm',
  admissionRegister: '/app/Admission/Register',
  admissionFormForSmsk: '/AdmissionFormForSmsk',
  // achievements and the offline outbox
  facultyAchievements: '/app/Faculty/Achievements',
  outbox: '/app/Outbox',
  // the modules registered through a manifest (src/domain/modules.ts): their paths.ts only, the entry loads this
  ...ALUMNI_PATHS,
  /** Any other /app address: the sign-in guard, then the 404 page (so never a known path for the server). */
  appFallback: '/app/$',
} as const;

/** §2 landing routes of the roles; each opens the signed-in home of that role. */
export const LANDING_PATHS: readonly string[] = [...new Set(Object.values(LANDING_BY_ROLE))];

/** Every path the router declares: the named ones and the role landings. */
export const ROUTER_PATHS: readonly string[] = [...Object.values(APP_PATHS), ...LANDING_PATHS];

// `/{role}/dashboard` is known only for the slugs the app knows (below); `/app/$` is the 404 page itself.
const NOT_BY_PATTERN: readonly string[] = [APP_PATHS.roleDashboard, APP_PATHS.appFallback];
/** A route path as a pattern: `$param` matches one path segment; a trailing slash is allowed. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/\$[A-Za-z]+/g, '[^/]+')}/?$`);
const PATTERNS = ROUTER_PATHS.filter((path) => !NOT_BY_PATTERN.includes(path)).map(pathPattern);

export function isKnownAppPath(pathname: string): boolean {
  return PATTERNS.some((re) => re.test(pathname)) || isDashboardSlugPath(pathname);
}

/** The public pages (home, exam results, a result sheet, the legal pages): never inside the signed-in frame. */
const PUBLIC_PAGE_PATHS: readonly string[] = [
  APP_PATHS.home,
  APP_PATHS.examResults,
  APP_PATHS.result,
  APP_PATHS.terms,
  APP_PATHS.privacy,
  APP_PATHS.returns,
];
const PUBLIC_PATTERNS = PUBLIC_PAGE_PATHS.map(pathPattern);

export function isPublicPagePath(pathname: string): boolean {
  return PUBLIC_PATTERNS.some((re) => re.test(pathname));
}

/** The screen of one list the college keeps ('/app/Admin/Lists/branches'). */
export const academicListPath = (kind: string): string => APP_PATHS.academicList.replace('$kind', kind);

/** A student's profile ('/app/Admin/Students/42'). */
export const studentProfilePath = (id: number): string => APP_PATHS.studentProfile.replace('$id', String(id));

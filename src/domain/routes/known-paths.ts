import { LANDING_BY_ROLE, PARENT_DASHBOARD_PATH } from '../auth/roles';
import { isDashboardSlugPath } from '../home/module-roles';

/**
 * The app's routes (§2) that exist so far. The router declares these screens and the server answers
 * them with status 200; any other non-API path gets the app shell with status 404 (§8).
 */
export const APP_PATHS = {
  home: '/',
  examResults: '/examresults',
  result: '/results/$title',
  developerOptions: '/devtools',
  cryptoTool: '/encrypt-decrypt',
  iqacNewHome: '/iqacnewhome',
  iqacHome: '/IQACHome',
  terms: '/terms',
  privacy: '/privacy',
  returns: '/return',
  login: '/login/$module',
  emailSignIn: '/signin',
  register: '/register',
  registerModule: '/register/$module',
  forgotPassword: '/ForgotPassword',
  resetPassword: '/reset-password',
  changePassword: '/ResetLoginPassword',
  appChangePassword: '/app/reset Password',
  createLogins: '/createLogins',
  createUser: '/app/Create User',
  appRoot: '/app',
  maintenance: '/maintenance',
  maintenanceMode: '/app/Maintenance Mode',
  adminMenus: '/app/Admin Menus',
  restoreCredentials: '/restoreCredentials',
  comingSoon: '/coming-soon',
  erpHome: '/erphome',
  parentDashboard: PARENT_DASHBOARD_PATH,
} as const;

/** §2 landing routes of the roles; each opens the signed-in home of that role. */
export const LANDING_PATHS: readonly string[] = [...new Set(Object.values(LANDING_BY_ROLE))];

const PATTERNS = [...Object.values(APP_PATHS), ...LANDING_PATHS].map(
  (path) => new RegExp(`^${path.replace(/\$[A-Za-z]+/g, '[^/]+')}/?$`),
);

export function isKnownAppPath(pathname: string): boolean {
  // `/{role}/dashboard` only for the role and module slugs the app knows; any other slug is a real 404.
  return PATTERNS.some((re) => re.test(pathname)) || isDashboardSlugPath(pathname);
}

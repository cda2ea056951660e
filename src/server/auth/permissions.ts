import { LOGIN_CREATOR_ROLES, MAINTENANCE_ROLES, isAllowed, type Access } from '../../domain/auth/access';

export { isAllowed, type Access };

/**
 * Who may call each API route: 'public' (anyone), 'signed-in' (any valid session) or a list of roles
 * (a valid session whose roles include one of them). Every registered route must appear here: the
 * server refuses to start otherwise, and tests/server/permissions.test.ts walks every route × role.
 */

export const PERMISSIONS: Readonly<Record<string, Access>> = {
  'GET /api/health': 'public',
  'GET /api/docs': 'public',

  // Main application service: public results and college facts (§6: the results page is public).
  'GET /api/app/getCollegeName': 'public',
  'GET /api/app/getCollegeProfile': 'public',
  'GET /api/app/getContactData': 'public',
  'GET /api/app/getLogoDataForHeaders': 'public',
  'GET /api/app/getDistinctExamTitlesBy': 'public',
  'GET /api/app/getExamResultByRollNoView': 'public',
  'GET /api/app/getExamResultByRollNoReport': 'public',
  'POST /api/app/createStudentLogins': LOGIN_CREATOR_ROLES,
  'POST /api/app/createFacultyLogins': LOGIN_CREATOR_ROLES,
  'GET /api/app/getProgram': 'signed-in',
  'GET /api/app/getDecryptedValue': 'public',
  'GET /api/app/getDashboard': 'signed-in',
  'GET /api/app/getNotifications': 'signed-in',
  // Maintenance mode: anyone may ask whether it is on (also while it is); administrators switch it.
  'GET /api/app/getMaintenanceStatus': 'public',
  'PUT /api/app/maintenance': MAINTENANCE_ROLES,
  // Stored files: any session here; the handler then checks the owning record (src/server/files/owners.ts).
  'GET /api/app/files/:id': 'signed-in',

  // Authentication service.
  'POST /api/auth/signin': 'public',
  'POST /api/auth/signup': 'public', // anonymous sign-up is limited to self-service roles in the handler
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'signed-in',
  'POST /api/auth/resetUserPasswords': 'signed-in',
  'POST /api/auth/forgotPassword': 'public',
  'POST /api/auth/restoreCredentials': 'public',
  'POST /api/auth/resetPassword': 'public',
};

export function permissionKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

import { PERMISSIONS } from '../../auth/permissions';

/** One line per call; the permission table decides which calls exist and who may make them. */
const SUMMARIES: Readonly<Record<string, string>> = {
  'GET /api/health': 'Database reachability',
  'GET /api/docs': 'This OpenAPI description',
  'GET /api/app/getCollegeName': 'The college code (text)',
  'GET /api/app/getCollegeProfile': 'College code and name',
  'GET /api/app/getContactData': 'Contact info entries (§3); the app shows the last',
  'GET /api/app/getLogoDataForHeaders': 'Logo and Banner as base64',
  'GET /api/app/getDistinctExamTitlesBy': 'Published exam titles, newest first',
  'GET /api/app/getExamResultByRollNoView': 'Result sheet of a roll number for an exam title, or {} (query rollNo, examTitle)',
  'GET /api/app/getExamResultByRollNoReport': "Result sheet PDF: { success: 'True', b64 } (query rollNo, examTitle)",
  'GET /api/app/getDecryptedValue': 'Encrypt or decrypt a text (query content, type=encrypt|decrypt)',
  'GET /api/app/getProgram': 'Departments; a HoD gets only their own',
  'POST /api/app/createStudentLogins': 'Create logins for students who have none; each is mailed a link',
  'POST /api/app/createFacultyLogins': 'Create logins for faculty who have none (query considerMailOrEmpcode=email|empcode)',
  'GET /api/app/getMaintenanceStatus': 'Maintenance mode: { maintenance, message, until }',
  'PUT /api/app/maintenance': 'Switch maintenance mode: { enabled, message, until }; while on, other callers get 503',
  'GET /api/app/files/{id}': 'A stored file, to users who may see its owning record (Content-Disposition, nosniff)',
  'POST /api/auth/signin': 'Sign in: { username, password, module, rememberMe }; sets the session cookies',
  'POST /api/auth/signup': 'Create an account from the §3 sign-up payload',
  'POST /api/auth/logout': 'End the current session',
  'GET /api/auth/me': 'The signed-in user and their landing route',
  'POST /api/auth/resetUserPasswords': 'Change password: { username, oldpassword, newPassword } → { status, message }',
  'POST /api/auth/forgotPassword': 'Mail a single-use reset link: { email }',
  'POST /api/auth/resetPassword': 'Set a new password with a mailed token: { token, password, confirmPassword }',
};

/** GET /api/docs: an OpenAPI 3.1 description generated from the permission table, so it cannot drift. */
export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, access] of Object.entries(PERMISSIONS)) {
    const [method, routePath] = key.split(' ') as [string, string];
    const path = routePath.replace(/:([A-Za-z_]+)/g, '{$1}'); // OpenAPI writes path parameters as {id}
    const operation = {
      summary: SUMMARIES[`${method} ${path}`] ?? key,
      security: access === 'public' ? [] : [{ session: [] }],
      'x-allowed-roles': access === 'public' ? 'anyone' : access === 'signed-in' ? 'any signed-in user' : access,
      responses: {
        '200': { description: 'Success' },
        '400': { description: 'Invalid input: { message }' },
        ...(access === 'public' ? {} : { '401': { description: 'No valid session' }, '403': { description: 'Role not allowed' } }),
        '429': { description: 'Rate limited' },
      },
    };
    paths[path.replace(/^\/api/, '')] = { ...paths[path.replace(/^\/api/, '')], [method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Campus ERP API', version, description: 'Errors are JSON { message }. Calls keep the names of the seed (§7). A POST, PUT, PATCH or DELETE with an Idempotency-Key header is answered once: a replay gets the stored answer, the same key with another body 422.' },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'erp_session' } } },
    paths,
  };
}

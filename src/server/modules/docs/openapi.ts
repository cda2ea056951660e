import { PERMISSIONS } from '../../auth/permissions';

/** One line per call; the permission table decides which calls exist and who may make them. */
const SUMMARIES: Readonly<Record<string, string>> = {
  'GET /api/health': 'Database reachability',
  'GET /api/docs': 'This OpenAPI description',
  'GET /api/app/getCollegeName': 'The college code (text)',
  'GET /api/app/getCollegeProfile': 'College code and name, and the addresses of its uploaded logo and banner',
  'GET /api/app/collegeImages/:hash': 'The college logo or banner by content hash (immutable, ETag)',
  'GET /api/app/getContactData': 'Contact info entries (§3); the app shows the last',
  'GET /api/app/getLogoDataForHeaders': 'Logo and Banner as base64',
  'GET /api/app/getDistinctExamTitlesBy': 'Published exam titles, newest first',
  'GET /api/app/getExamResultByRollNoView':
    'Result sheet of a roll number for an exam title, or {} (query rollNo, examTitle)',
  'GET /api/app/getExamResultByRollNoReport': "Result sheet PDF: { success: 'True', b64 } (query rollNo, examTitle)",
  'GET /api/app/getOwnResults':
    "The signed-in student's roll number and the exams they have results in: { rollNo, examTitles }",
  'GET /api/app/getDecryptedValue': 'Encrypt or decrypt a text (query content, type=encrypt|decrypt)',
  'GET /api/app/getProgram': 'Departments; a HoD gets only their own',
  'GET /api/app/getFacultyNamesBasedOnDepartment':
    'Faculty of a department: [{ facultyName, facultyEmail }] (query department)',
  'GET /api/app/getfacultyAchievements': 'Achievements of one faculty member (query facultyName, facultyDept)',
  'POST /api/app/savefacultyAchievements': 'Add an achievement, or change one when the body carries its id',
  'DELETE /api/app/deletefacultyAchiveMent': 'Delete the achievement sent as the body (by its id)',
  'GET /api/app/getLoginCandidates':
    'Who Create Logins would make accounts for: { students, studentsWithEmail, faculty, facultyWithEmail }',
  'POST /api/app/createStudentLogins': 'Create logins for students who have none; each is mailed a link',
  'POST /api/app/createFacultyLogins':
    'Create logins for faculty who have none (query considerMailOrEmpcode=email|empcode)',
  'GET /api/app/getMaintenanceStatus': 'Maintenance mode: { maintenance, message, until }',
  'PUT /api/app/maintenance': 'Switch maintenance mode: { enabled, message, until }; while on, other callers get 503',
  'GET /api/app/getDegreeByLevel': 'Degrees (courses), UG first; only one level with query level=UG|PG',
  'GET /api/app/courses/view': 'Every degree (course) with its level, duration and number of semesters',
  'GET /api/app/getBatchesByDegrees': 'Batches of a degree, newest first (query degree)',
  'GET /api/app/getBatches': 'Batches of a degree, or of every degree without query degree',
  'GET /api/app/getAlumniBatchesByCourse': 'Batches of a degree that have passed out (query degree)',
  'GET /api/app/getBranchesShortForms': 'Branches admitting in a batch, with short forms (query course, batch)',
  'GET /api/app/getAllbranchesbasedonleveldegree': 'Branches of a degree of a level (query level, course)',
  'GET /api/app/getdistinctbranchname/BranchesMaintenance': 'Branches of a degree (query course)',
  'GET /api/app/getDistinct/SemesterMaintenanceSemesters': 'Semesters of a degree in order (query course)',
  'GET /api/app/getAllDepartmentDetails': 'Departments as §3 department records with code and name',
  'GET /api/app/getAllCasteCatogeries': 'Caste categories (OC, BC-A…BC-E, SC, ST, EWS)',
  'GET /api/app/getAllSubCastesByCaste/:category': 'Sub-castes of a caste category (any case: bc-a)',
  'GET /api/app/getAdmissionTypes': 'Admission types: Direct, Lateral, Transfer',
  'GET /api/app/getKeyValuePair': 'Key-value list: { key, value }[] (query key=entrancetype|Nationality|Religion)',
  'GET /api/app/getSeatTypes': 'Seat types with descriptions',
  'GET /api/app/getSeatTypesAsDrop':
    "Seat types as '{name},{description}' strings; show the text before the first comma",
  'GET /api/app/getAgentsForDropdown': 'Active admission agents',
  'GET /api/app/getNormalData':
    "The college's general data for the admission forms: { collegeCode, collegeName, academicYear, admissionTypesFromSeatTypes, admissionTypes }",
  'POST /api/app/linkParentStudent':
    'Link a student to the signed-in parent: { rollNo, dateOfBirth } → 202 { message, sentTo } (a one-time code went to the contact on the admission record), then { rollNo, dateOfBirth, code } → 201 { message, students }; 404 when roll number and date of birth do not match, 400 for a wrong or expired code, 429 while the roll number is locked',
  'GET /api/app/calendar': 'A month of the college calendar: holidays and closures, semester dates, activities',
  'GET /api/app/getParentStudents': "The signed-in parent's students with a summary of each published result",
  'POST /api/app/registerAlumniAccount':
    "Make an alumni account (public): roll number, date of birth, e-mail and password → 202 { message, sentTo } (a one-time code went to the student's e-mail), then the same with code → 201 { message, username }; 429 while the roll number is locked",
  'GET /api/app/getExcelForNewAdmissions':
    'The admissions upload template (.xlsx): columns in form order, an Instructions sheet, drop-downs, an example row',
  'POST /api/app/masterDataExcelsUploads':
    'Excel bulk upload (query fileType=newAdmissionsForm or a list such as subjects, multipart excelFileUpload .xlsx/.xls) → the import report',
  'GET /api/app/admissionImports/:importKey':
    'Progress of an upload (its Idempotency-Key): rows checked, saved, already admitted or on the list, invalid',
  'GET /api/app/admissionImports/:importKey/errors':
    'The rows of an upload not submitted, in its template columns, as a sheet with a Reason column',
  'GET /api/app/getAdmissionsDashboard':
    'Admissions dashboard figures: this academic year by branch, admission type and agent, today, certificates to submit',
  'GET /api/app/files/:id':
    'A stored file by its public id, to users who may see its owning record (Content-Disposition, nosniff)',
  'POST /api/auth/signin': 'Sign in: { username, password, module, rememberMe }; sets the session cookies',
  'POST /api/auth/signup':
    'Create an account from the §3 sign-up payload; anonymous sign-ups are limited per client address (429)',
  'POST /api/auth/logout': 'End the current session',
  'GET /api/auth/me': 'The signed-in user and their landing route',
  'POST /api/auth/resetUserPasswords': 'Change password: { username, oldpassword, newPassword } → { status, message }',
  'POST /api/auth/forgotPassword': 'Mail a single-use reset link: { email }',
  'POST /api/auth/resetPassword': 'Set a new password with a mailed token: { token, password, confirmPassword }',
  'POST /api/auth/unlockSignIn':
    'Lift the sign-in lockout of a user name with the mailed single-use token (JSON { token })',
  'GET /api/fdb/getallprofiledata':
    'Faculty profile: general information and record totals (query userId = login id; collegeId, financialYear, typeofInstitution optional)',
  'GET /api/fdb/getReserachPapersBasedOnUserName':
    'Number of publications of a faculty member (query userName): a bare number',
  'GET /api/fdb/getCountOfCitations': 'Sum of the citations of their publications (query userName): a bare number',
  'GET /api/fdb/getCountOfScoupos': 'Number of their publications indexed in Scopus (query userName): a bare number',
  'GET /api/fdb/getMousCounByUserName': 'Number of their MoUs (query userName): a bare number',
  'GET /api/fdb/getAwardsByFaculty': 'Number of their awards (query userName): a bare number',
  'GET /api/fdb/publications':
    "Publications: one's own, a member's (query userName), else a HoD's department's or the college's",
  'POST /api/fdb/publications': 'Add an own publication: { title, venue, year, doi, scopus, webOfScience, citations }',
  'PUT /api/fdb/publications/:recordId': 'Edit an own publication (same body)',
  'DELETE /api/fdb/publications/:recordId': 'Delete an own publication',
  'GET /api/fdb/mous': 'MoUs, listed like publications',
  'POST /api/fdb/mous': 'Add an own MoU: { partner, purpose, signedOn, validUntil }',
  'PUT /api/fdb/mous/:recordId': 'Edit an own MoU (same body)',
  'DELETE /api/fdb/mous/:recordId': 'Delete an own MoU',
  'GET /api/fdb/awards': 'Awards, listed like publications',
  'POST /api/fdb/awards': 'Add an own award: { title, awardedBy, year, description }',
  'PUT /api/fdb/awards/:recordId': 'Edit an own award (same body)',
  'DELETE /api/fdb/awards/:recordId': 'Delete an own award',
};

/** '/api/app/receipt/:id{[0-9]+}' → '/app/receipt/{id}' (OpenAPI names path parameters in braces). */
export function openApiPathOf(routePath: string): string {
  return routePath.replace(/^\/api/, '').replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');
}

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
        ...(access === 'public'
          ? {}
          : { '401': { description: 'No valid session' }, '403': { description: 'Role not allowed' } }),
        '429': { description: 'Rate limited' },
      },
    };
    const openApiPath = openApiPathOf(path);
    paths[openApiPath] = { ...paths[openApiPath], [method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Campus ERP API',
      version,
      description:
        'Errors are JSON { message }. Calls keep the names of the seed (§7). A POST, PUT, PATCH or DELETE with an Idempotency-Key header is answered once: a replay gets the stored answer, the same key with another body 422.',
    },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'erp_session' } } },
    paths,
  };
}

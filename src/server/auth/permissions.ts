import { LOGIN_CREATOR_ROLES, MAINTENANCE_ROLES, PARENT_ROLES, isAllowed, type Access } from '../../domain/auth/access';
import {
  GATEWAY_KEY_ROLES,
  LEDGER_ROLES,
  PAYER_ROLES,
  REFUND_ROLES,
  FEE_PAYER_ROLES,
} from '../../domain/payments/access';
import { ACHIEVEMENT_ROLES } from '../../domain/achievements/access';
import {
  ALUMNI_DIRECTORY_ROLES,
  ALUMNI_HISTORY_ROLES,
  ALUMNI_REGISTRATION_ROLES,
  ALUMNI_SELF_ROLES,
} from '../../domain/alumni/access';
import { FACULTY_RECORD_READERS, FACULTY_RECORD_WRITERS } from '../../domain/faculty/access';
import { ADMISSION_LOOKUP_ROLES } from '../../domain/masters/lookup-access';
import {
  ACADEMIC_LIST_WRITERS,
  LIST_ADMIN_ROLES,
  LIST_AUDIT_READERS,
  LIST_CHECKERS,
  LIST_READERS,
} from '../../domain/academic/access';
import { ALLOTMENT_SELF_READERS, ALLOTMENT_WRITERS } from '../../domain/faculty/allotment';
import { TIMETABLE_WEEK_READERS, TIMETABLE_WRITERS } from '../../domain/timetable/access';
import { LEAVE_HOD_ROLES, LEAVE_STAFF_ROLES, UNCOVERED_CLASS_READERS } from '../../domain/leave/access';
import {
  EXAM_READERS,
  EXAM_WRITERS,
  INTERNAL_MARKS_WRITERS,
  RESULT_AUTHORIZERS,
  RESULT_WITHDRAWERS,
} from '../../domain/exams/access';
import {
  DASHBOARD_TRANSCRIPT_READERS,
  MEMO_ISSUERS,
  MEMO_READERS,
  OWN_TRANSCRIPT_READERS,
} from '../../domain/memos/access';
import { ANALYSIS_READERS } from '../../domain/result-analysis/access';
import {
  ASSIGNED_SUBJECT_READERS,
  ATTENDANCE_DEPARTMENT_READERS,
  ATTENDANCE_SELF_READERS,
  ATTENDANCE_TAKERS,
} from '../../domain/attendance/access';
import { ADMISSION_READERS, ADMISSION_WRITERS } from '../../domain/admissions/access';
import { SETUP_CHECKLIST_ROLES } from '../../domain/setup/access';
import { STUDENT_READERS, STUDENT_WRITERS } from '../../domain/students/access';

export { isAllowed, type Access };

/** Whoever may upload some kind of sheet: admissions, a list, the students (each kind checked again by its handler). */
const SHEET_UPLOADERS = [
  ...new Set([...ADMISSION_WRITERS, ...ACADEMIC_LIST_WRITERS, ...STUDENT_WRITERS, ...EXAM_WRITERS]),
];

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
  'GET /api/app/collegeImages/:hash': 'public',
  'GET /api/app/getDistinctExamTitlesBy': 'public',
  'GET /api/app/getExamResultByRollNoView': 'public',
  'GET /api/app/getExamResultByRollNoReport': 'public',
  'GET /api/app/getLoginCandidates': LOGIN_CREATOR_ROLES,
  'POST /api/app/createStudentLogins': LOGIN_CREATOR_ROLES,
  'POST /api/app/createFacultyLogins': LOGIN_CREATOR_ROLES,
  'GET /api/app/getProgram': 'signed-in',
  'GET /api/app/getDecryptedValue': 'public',
  'GET /api/app/getDashboard': 'signed-in',
  // The set-up checklist of a fresh college and the college profile: administrators.
  'GET /api/app/setupChecklist': SETUP_CHECKLIST_ROLES,
  'GET /api/app/collegeProfile': SETUP_CHECKLIST_ROLES,
  'PUT /api/app/collegeProfile': SETUP_CHECKLIST_ROLES,
  'PUT /api/app/collegeProfile/logo': SETUP_CHECKLIST_ROLES,
  'DELETE /api/app/collegeProfile/logo': SETUP_CHECKLIST_ROLES,
  'PUT /api/app/collegeProfile/banner': SETUP_CHECKLIST_ROLES,
  'DELETE /api/app/collegeProfile/banner': SETUP_CHECKLIST_ROLES,
  // A student's own results: their roll number and exams come from their account, never from the request.
  'GET /api/app/getOwnResults': ['ROLE_STUDENT'],
  'GET /api/app/getNotifications': 'signed-in',
  // Maintenance mode: anyone may ask whether it is on (also while it is); administrators switch it.
  'GET /api/app/getMaintenanceStatus': 'public',
  'PUT /api/app/maintenance': MAINTENANCE_ROLES,
  // Lookup lists (module masters): nothing secret, needed by admission, alumni and staff screens alike.
  'GET /api/app/getDegreeByLevel': 'signed-in',
  'GET /api/app/courses/view': 'signed-in',
  'GET /api/app/getBatchesByDegrees': 'signed-in',
  'GET /api/app/getBatches': 'signed-in',
  'GET /api/app/getAlumniBatchesByCourse': 'signed-in',
  'GET /api/app/getBranchesShortForms': 'signed-in',
  'GET /api/app/getAllbranchesbasedonleveldegree': 'signed-in',
  'GET /api/app/getdistinctbranchname/BranchesMaintenance': 'signed-in',
  'GET /api/app/getDistinct/SemesterMaintenanceSemesters': 'signed-in',
  'GET /api/app/getAllDepartmentDetails': 'signed-in',
  'GET /api/app/getAllCasteCatogeries': 'signed-in',
  'GET /api/app/getAllSubCastesByCaste/:category': 'signed-in',
  'GET /api/app/getAdmissionTypes': 'signed-in',
  'GET /api/app/getKeyValuePair': 'signed-in',
  // The lists the college keeps: readers page and search them (a HoD their department's rows), writers change them;
  // the handler then checks the list's own readers and writers (administrators only for levels and departments;
  // academic years, holidays and activities are read by everyone signed in, the others by LIST_READERS).
  'GET /api/app/lists/:kind': 'signed-in',
  'GET /api/app/lists/:kind/options': 'signed-in',
  'POST /api/app/lists/:kind': ACADEMIC_LIST_WRITERS,
  'PUT /api/app/lists/:kind/:id': ACADEMIC_LIST_WRITERS,
  'DELETE /api/app/lists/:kind/:id': ACADEMIC_LIST_WRITERS,
  'GET /api/app/listChanges': LIST_AUDIT_READERS,
  // Subject allotments: administrators and the academic section for the college, a HoD for their department (the
  // route checks the department); a faculty member reads their own.
  'GET /api/app/allotments': ALLOTMENT_WRITERS,
  'GET /api/app/allotments/choices': ALLOTMENT_WRITERS,
  'GET /api/app/allotments/mine': ALLOTMENT_SELF_READERS,
  'POST /api/app/allotments': ALLOTMENT_WRITERS,
  'PUT /api/app/allotments/:id': ALLOTMENT_WRITERS,
  'DELETE /api/app/allotments/:id': ALLOTMENT_WRITERS,
  // Timetables: the academic section and administrators for the college, a HoD for their department (the route
  // checks the section's department); a teacher, student or parent reads their own week.
  'GET /api/app/timetables': TIMETABLE_WRITERS,
  'POST /api/app/timetables': TIMETABLE_WRITERS,
  'GET /api/app/timetables/:id': TIMETABLE_WRITERS,
  'DELETE /api/app/timetables/:id': TIMETABLE_WRITERS,
  'POST /api/app/timetables/:id/slots': TIMETABLE_WRITERS,
  'DELETE /api/app/timetables/:id/slots/:itemId': TIMETABLE_WRITERS,
  'POST /api/app/timetables/:id/substitutions': TIMETABLE_WRITERS,
  'DELETE /api/app/timetables/:id/substitutions/:itemId': TIMETABLE_WRITERS,
  'GET /api/app/timetable/week': TIMETABLE_WEEK_READERS,
  // Leave: every member of staff applies, reads their history and their approvals (the route decides each leave by
  // department, backup naming and role, failing closed); a HoD names backup approvers.
  'GET /api/app/leave': LEAVE_STAFF_ROLES,
  'GET /api/app/leave/preview': LEAVE_STAFF_ROLES,
  'POST /api/app/leave': LEAVE_STAFF_ROLES,
  'POST /api/app/leave/:id/cancel': LEAVE_STAFF_ROLES,
  'GET /api/app/leave/approvals': LEAVE_STAFF_ROLES,
  'POST /api/app/leave/:id/decision': LEAVE_STAFF_ROLES,
  'GET /api/app/leave/backups': LEAVE_HOD_ROLES,
  'POST /api/app/leave/backups': LEAVE_HOD_ROLES,
  'DELETE /api/app/leave/backups/:id': LEAVE_HOD_ROLES,
  // Today's classes whose teacher is on approved leave and has no substitute: a HoD's department, or the college.
  'GET /api/app/leave/uncovered': UNCOVERED_CLASS_READERS,
  // The exam cell: the Examination role defines exams, their timetables and registration; Authority roles read.
  'GET /api/app/exams': EXAM_READERS,
  'GET /api/app/exams/choices': EXAM_READERS,
  'POST /api/app/exams': EXAM_WRITERS,
  'GET /api/app/exams/:id': EXAM_READERS,
  'PUT /api/app/exams/:id': EXAM_WRITERS,
  'DELETE /api/app/exams/:id': EXAM_WRITERS,
  'PUT /api/app/exams/:id/subjects/:subjectId': EXAM_WRITERS,
  'DELETE /api/app/exams/:id/subjects/:subjectId': EXAM_WRITERS,
  'GET /api/app/exams/:id/registration': EXAM_READERS,
  'POST /api/app/exams/:id/registration': EXAM_WRITERS,
  'GET /api/app/exams/:id/hallTickets': EXAM_WRITERS,
  // Marks: internal by the subject's allotted faculty (each student's section checked by the handler) or the exam
  // cell; external, coded numbers and the template by the exam cell only (it alone sees codes beside roll numbers).
  'GET /api/app/marks/internal': INTERNAL_MARKS_WRITERS,
  'GET /api/app/exams/:id/marks': EXAM_READERS,
  'GET /api/app/exams/:id/marks/:subjectId/internal': INTERNAL_MARKS_WRITERS,
  'PUT /api/app/exams/:id/marks/:subjectId/internal': INTERNAL_MARKS_WRITERS,
  'GET /api/app/exams/:id/marks/:subjectId/external': EXAM_WRITERS,
  'PUT /api/app/exams/:id/marks/:subjectId/external': EXAM_WRITERS,
  'POST /api/app/exams/:id/marks/:subjectId/codes': EXAM_WRITERS,
  'GET /api/app/exams/:id/marks/:subjectId/template': EXAM_WRITERS,
  // Processing and publication: the exam cell processes, gives grace and requests; the principal authorizes.
  'GET /api/app/exams/:id/results': EXAM_READERS,
  'GET /api/app/examPublications': EXAM_READERS,
  'POST /api/app/exams/:id/results/process': EXAM_WRITERS,
  'PUT /api/app/exams/:id/grace': EXAM_WRITERS,
  'POST /api/app/exams/:id/results/request': EXAM_WRITERS,
  'POST /api/app/exams/:id/results/authorize': RESULT_AUTHORIZERS,
  'POST /api/app/exams/:id/results/reject': RESULT_AUTHORIZERS,
  'POST /api/app/exams/:id/results/withdraw': RESULT_WITHDRAWERS,
  'GET /api/app/exams/:id/hallTickets/pages': EXAM_WRITERS,
  // Recounting and revaluation: a student applies for their own subjects; the exam cell decides paid applications.
  'GET /api/app/revaluations/mine': OWN_TRANSCRIPT_READERS,
  'POST /api/app/exams/:id/revaluations': OWN_TRANSCRIPT_READERS,
  'GET /api/app/exams/:id/revaluations': EXAM_READERS,
  'POST /api/app/exams/:id/revaluations/:appId/decide': EXAM_WRITERS,
  // Memos and certificates: the exam cell issues (and reprints) them; anyone checks a printed code publicly.
  'GET /api/app/memos/transcript': MEMO_READERS,
  'GET /api/app/memos/mine': DASHBOARD_TRANSCRIPT_READERS,
  'POST /api/app/memos': MEMO_ISSUERS,
  'GET /api/app/memos/issued/:code': MEMO_ISSUERS,
  'GET /api/app/verify/:code': 'public',
  // The analysis of a published exam: a HoD their department's branches (checked in the handler).
  'GET /api/app/resultAnalysis': ANALYSIS_READERS,
  'GET /api/app/resultAnalysis/export': ANALYSIS_READERS,
  // Attendance: the route checks the class (its teacher or substitute, the HoD of its department, the college roles).
  // The college calendar: holidays, semester dates and activities, shown to everyone signed in.
  'GET /api/app/calendar': 'signed-in',
  'GET /api/app/attendance/classes': ATTENDANCE_TAKERS,
  'GET /api/app/attendance/sheet': ATTENDANCE_TAKERS,
  'POST /api/app/attendance/sheets': ATTENDANCE_TAKERS,
  'GET /api/app/attendance/subjects': ASSIGNED_SUBJECT_READERS,
  'GET /api/app/attendance/subjects/:id': ASSIGNED_SUBJECT_READERS,
  'GET /api/app/attendance/student': ATTENDANCE_SELF_READERS,
  'GET /api/app/attendance/department': ATTENDANCE_DEPARTMENT_READERS,
  'GET /api/app/attendance/register': ATTENDANCE_DEPARTMENT_READERS,
  'GET /api/app/attendance/register/export': ATTENDANCE_DEPARTMENT_READERS,
  // A faculty record's own screen: whether a login exists; its photo (administrators; a HoD reads their department).
  'GET /api/app/facultyRecord/:id': LIST_READERS,
  'POST /api/app/facultyRecord/:id/photo': LIST_ADMIN_ROLES,
  // Students after admission: readers (a HoD their department's students) and the academic section's moves.
  'GET /api/app/students': STUDENT_READERS,
  'GET /api/app/students/:id': STUDENT_READERS,
  'GET /api/app/getExcelForStudents': STUDENT_WRITERS,
  'GET /api/app/studentRollPattern': STUDENT_WRITERS,
  'PUT /api/app/studentRollPattern': STUDENT_WRITERS,
  'POST /api/app/studentRollNumbers/preview': STUDENT_WRITERS,
  'POST /api/app/studentRollNumbers': STUDENT_WRITERS,
  'POST /api/app/studentSections': STUDENT_WRITERS,
  'POST /api/app/studentMoves/review': STUDENT_WRITERS,
  'POST /api/app/studentMoves': STUDENT_WRITERS,
  'GET /api/app/listChanges/export': LIST_AUDIT_READERS,
  'GET /api/app/lists/:kind/pending': LIST_READERS,
  'GET /api/app/lists/:kind/export': LIST_READERS,
  'GET /api/app/lists/:kind/template': ACADEMIC_LIST_WRITERS,
  // Maker-checker (regulations, subjects): the principal or an administrator other than the maker decides.
  'GET /api/app/listChangeRequests': LIST_CHECKERS,
  'POST /api/app/listChangeRequests/:id/authorize': LIST_CHECKERS,
  'POST /api/app/listChangeRequests/:id/reject': LIST_CHECKERS,
  // Admission business (quotas, agents): the admission screens and the register's readers.
  'GET /api/app/getSeatTypes': ADMISSION_LOOKUP_ROLES,
  'GET /api/app/getSeatTypesAsDrop': ADMISSION_LOOKUP_ROLES,
  'GET /api/app/getNormalData': ADMISSION_LOOKUP_ROLES,
  'GET /api/app/getAgentsForDropdown': ADMISSION_LOOKUP_ROLES,
  // Admissions: writers save and modify (and so see a record's Aadhaar number); the register's
  // readers (also chairman and dean) search, print and export with Aadhaar masked.
  'POST /api/app/saveApplicationFormData': ADMISSION_WRITERS,
  'POST /api/app/getStudentadmissiondata': ADMISSION_WRITERS,
  'GET /api/app/generateAdmistionNumber': ADMISSION_WRITERS,
  'POST /api/app/getAdmissionForEdit': ADMISSION_WRITERS,
  'GET /api/app/getApplicationFormData': ADMISSION_READERS,
  'POST /api/app/searchAdmissions': ADMISSION_READERS,
  'GET /api/app/getAdmissionPdf/:adminNo': ADMISSION_READERS,
  'POST /api/app/exportAdmissions': ADMISSION_READERS,
  // Admissions Excel bulk upload (§7): the template, the upload, its progress and its rows not submitted.
  'GET /api/app/getExcelForNewAdmissions': ADMISSION_WRITERS,
  // One upload for admissions, the lists and the students: the handler checks the fileType's own writers before
  // reading the file; an upload's progress and rows not submitted are read by the user who uploaded it only.
  'POST /api/app/masterDataExcelsUploads': SHEET_UPLOADERS,
  'GET /api/app/admissionImports/:importKey': SHEET_UPLOADERS,
  'GET /api/app/admissionImports/:importKey/errors': SHEET_UPLOADERS,
  'GET /api/app/getAdmissionsDashboard': ADMISSION_READERS,
  // Parent dashboard: a parent links students by roll number and date of birth and reads their results.
  'POST /api/app/linkParentStudent': PARENT_ROLES,
  'GET /api/app/getParentStudents': PARENT_ROLES,
  // Payment gateway key maintenance (§7, paths as spelt): shop ids and keys per fee type.
  'GET /api/app/getPaymentGatewayKeyMaintenance': GATEWAY_KEY_ROLES,
  'POST /api/app/savePaymentGatewayKeyMaintenance': GATEWAY_KEY_ROLES,
  'PUT /api/app/updatePaymentGatewayKeyMaintenance': GATEWAY_KEY_ROLES,
  'DELETE /api/app/deletPaymentGatewayKeyMaintenance': GATEWAY_KEY_ROLES,
  // Fee accounts: the ledger and reconciliation for accountant roles and the fee payments desk; refunds accountants only.
  'GET /api/app/getFeeLedger': LEDGER_ROLES,
  'GET /api/app/getFeeLedgerExcel': LEDGER_ROLES,
  'POST /api/app/reconcileFeePayments': LEDGER_ROLES,
  'GET /api/app/getFeeRefunds': LEDGER_ROLES,
  'GET /api/app/getCreditNote': LEDGER_ROLES,
  'POST /api/app/recordFeeRefund': REFUND_ROLES,
  // A student's own payments and receipts, or a linked child's for a parent (checked in the handler).
  'GET /api/app/getFeePaymentHistory': [...PAYER_ROLES, ...PARENT_ROLES],
  'GET /api/app/getFeeReceipt': [...PAYER_ROLES, ...PARENT_ROLES],
  // Fees: due details of one's own (students) or anyone's (fee staff, checked in the handler; with an
  // orderId + charge uuid pair it is a public result page); Pay for students; applicants pay without an
  // account with admission number and date of birth; result pages, receipts and the gateway's webhook are
  // public and reveal nothing without a valid order id + charge uuid pair.
  'GET /api/app/getFeesToAllot': 'signed-in',
  'GET /api/app/getStudentsFeePaymentDetails': 'public',
  // Students pay their own fees; parents pay a linked child's (the handler checks the link and fails closed).
  'POST /api/app/payFee': [...FEE_PAYER_ROLES, ...PARENT_ROLES],
  'GET /api/app/getLinkedStudentsFeeDetails': PARENT_ROLES,
  'POST /api/app/getApplicantFeePaymentDetails': 'public',
  'POST /api/app/payNewAdmissionFee': 'public',
  'GET /api/app/getStudentPaidFeeTransationStatus': 'public',
  'GET /api/app/getStudentPaidFeeTransationStatusUpdate': 'public',
  'POST /api/app/saveFeeCollectionssDataa': 'public',
  'POST /api/app/saveFeeCollectionssDataaMiscellaneous': 'public',
  'POST /api/app/saveExamFeeCollection': 'public',
  'POST /api/app/saveNewAdmissionFeePaymentData': 'public',
  'POST /api/app/feePaymentWebhook': 'public',
  // Faculty achievements: HoD within their department, faculty their own (checked in the handlers).
  'GET /api/app/getFacultyNamesBasedOnDepartment': ACHIEVEMENT_ROLES,
  'GET /api/app/getfacultyAchievements': ACHIEVEMENT_ROLES,
  'POST /api/app/savefacultyAchievements': ACHIEVEMENT_ROLES,
  'DELETE /api/app/deletefacultyAchiveMent': ACHIEVEMENT_ROLES,
  // Alumni (§7 paths verbatim; the directory and one's own record are ours). An alumnus acts only for the
  // roll number their account proved (checked in the handlers); the account form is public and rate-limited.
  'POST /api/app/saveAlumniStudentRegister': ALUMNI_REGISTRATION_ROLES,
  'GET /api/app/getAlumniData': ALUMNI_HISTORY_ROLES,
  'POST /api/app/saveAluminiHistoryByUrl': ALUMNI_HISTORY_ROLES,
  'GET /api/app/alumni/directory': ALUMNI_DIRECTORY_ROLES,
  'GET /api/app/alumni/directory/export': ALUMNI_DIRECTORY_ROLES,
  'GET /api/app/alumni/me': ALUMNI_SELF_ROLES,
  'PUT /api/app/alumni/me': ALUMNI_SELF_ROLES,
  'POST /api/app/registerAlumniAccount': 'public',
  // Stored files: any session here; the handler then checks the owning record (src/server/files/owners.ts).
  'GET /api/app/files/:id': 'signed-in',

  // Authentication service.
  'POST /api/auth/signin': 'public',
  'POST /api/auth/signup': 'public', // anonymous sign-up is limited to self-service roles in the handler
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'signed-in',
  'POST /api/auth/resetUserPasswords': 'signed-in',
  'POST /api/auth/confirm-password': 'signed-in',
  'POST /api/auth/forgotPassword': 'public',
  'POST /api/auth/restoreCredentials': 'public',
  'POST /api/auth/resetPassword': 'public',
  'POST /api/auth/unlockSignIn': 'public', // the mailed single-use token that lifts a sign-in lockout

  // Faculty database service: readers see their own, their department's (HoD) or the college's records
  // (checked per record in the handlers); writers change only their own.
  'GET /api/fdb/getallprofiledata': FACULTY_RECORD_READERS,
  'GET /api/fdb/getReserachPapersBasedOnUserName': FACULTY_RECORD_READERS,
  'GET /api/fdb/getCountOfCitations': FACULTY_RECORD_READERS,
  'GET /api/fdb/getCountOfScoupos': FACULTY_RECORD_READERS,
  'GET /api/fdb/getMousCounByUserName': FACULTY_RECORD_READERS,
  'GET /api/fdb/getAwardsByFaculty': FACULTY_RECORD_READERS,
  'GET /api/fdb/publications': FACULTY_RECORD_READERS,
  'POST /api/fdb/publications': FACULTY_RECORD_WRITERS,
  'PUT /api/fdb/publications/:recordId': FACULTY_RECORD_WRITERS,
  'DELETE /api/fdb/publications/:recordId': FACULTY_RECORD_WRITERS,
  'GET /api/fdb/mous': FACULTY_RECORD_READERS,
  'POST /api/fdb/mous': FACULTY_RECORD_WRITERS,
  'PUT /api/fdb/mous/:recordId': FACULTY_RECORD_WRITERS,
  'DELETE /api/fdb/mous/:recordId': FACULTY_RECORD_WRITERS,
  'GET /api/fdb/awards': FACULTY_RECORD_READERS,
  'POST /api/fdb/awards': FACULTY_RECORD_WRITERS,
  'PUT /api/fdb/awards/:recordId': FACULTY_RECORD_WRITERS,
  'DELETE /api/fdb/awards/:recordId': FACULTY_RECORD_WRITERS,
};

export function permissionKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

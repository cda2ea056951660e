import { encryptPassword } from '../../../src/domain/auth/password-transport';
import { academicYearOfDay } from '../../../src/domain/calendar/academic-year';
import { collegeDay } from '../../../src/domain/calendar/college-time';
import type { ContractCase } from './contract-case';

// The staff modules' calls (achievements, faculty, masters, students, users), run in this order on one demo college.
// Ids are the demo seed's: student 1 is ANANYA JOSHI (B.Tech 2023-2027 CIVIL, semester 7, branch 1, section 37 is
// that class's A), batch 9 is B.Tech 2026-2030 (its admitted applicants have no roll number yet), the faculty user is
// Dr. Keerthi Gupta (CSE, faculty record 21) who owns achievement 1, publication 38, MoU 9 and award 25, and
// allotment 13 is the shared R22CS506 class of section 63 (2024-2028 CSE A).

const year = academicYearOfDay(collegeDay(new Date()));
const cse = 'Computer%20Science%20and%20Engineering';
const keerthi = {
  departmentName: 'Computer Science and Engineering',
  facultyName: 'Dr. Keerthi Gupta',
  facultyEmail: 'keerthi.gupta.cse@demo-college.edu.in',
};
const publication = {
  title: 'Contract-checked answers for campus systems',
  venue: 'Journal of Campus Software',
  year: 2026,
  doi: '10.5555/contract.2026.001',
  scopus: false,
  webOfScience: false,
  citations: 0,
};
const mou = {
  partner: 'Demo Partner Labs',
  purpose: 'Joint student projects',
  signedOn: '2026-01-05',
  validUntil: null,
};
const award = { title: 'Contract Award', awardedBy: 'Demo Society', year: 2026, description: 'For described answers' };
const sharedClass = { academicYear: year, facultyId: 22, subjectId: 90, sectionId: 63, shared: true };
const rollPattern = {
  pattern: '{YY}{COLLEGE}{ENTRY}{BRANCH}{SERIAL:2}',
  collegeCode: 'B81',
  regularEntry: 'A',
  lateralEntry: '5',
};
const promoteStudent1 = { kind: 'promote', by: 'semester', reason: '', toBranchId: null };

const achievementCases: ContractCase[] = [
  { user: 'hod', method: 'GET', path: `/api/app/getFacultyNamesBasedOnDepartment?department=${cse}` },
  {
    user: 'faculty',
    method: 'GET',
    path: `/api/app/getfacultyAchievements?facultyName=Dr.%20Keerthi%20Gupta&facultyDept=${cse}`,
  },
  {
    user: 'faculty',
    method: 'POST',
    path: '/api/app/savefacultyAchievements',
    json: { ...keerthi, dates: '2026-02-10', description: 'Reviewer for a national conference' },
    status: 201,
  },
  { user: 'faculty', method: 'DELETE', path: '/api/app/deletefacultyAchiveMent', json: { id: 1 } },
];

const masterCases: ContractCase[] = [
  { user: 'admissions', method: 'GET', path: '/api/app/getDegreeByLevel?level=UG' },
  { user: 'admissions', method: 'GET', path: '/api/app/courses/view' },
  { user: 'admissions', method: 'GET', path: '/api/app/getBatchesByDegrees?degree=B.Tech' },
  { user: 'admissions', method: 'GET', path: '/api/app/getBatches' },
  { user: 'placement_rdean', method: 'GET', path: '/api/app/getAlumniBatchesByCourse?degree=B.Tech' },
  { user: 'admissions', method: 'GET', path: '/api/app/getBranchesShortForms?course=B.Tech&batch=2023-2027' },
  { user: 'admissions', method: 'GET', path: '/api/app/getAllbranchesbasedonleveldegree?level=UG&course=B.Tech' },
  { user: 'admin', method: 'GET', path: '/api/app/getdistinctbranchname/BranchesMaintenance?course=B.Tech' },
  { user: 'admin', method: 'GET', path: '/api/app/getDistinct/SemesterMaintenanceSemesters?course=B.Tech' },
  { user: 'admin', method: 'GET', path: '/api/app/getAllDepartmentDetails' },
  { user: 'admissions', method: 'GET', path: '/api/app/getAllCasteCatogeries' },
  { user: 'admissions', method: 'GET', path: '/api/app/getAllSubCastesByCaste/bc-a' },
  { user: 'admissions', method: 'GET', path: '/api/app/getAdmissionTypes' },
  { user: 'admissions', method: 'GET', path: '/api/app/getKeyValuePair?key=Religion' },
  { user: 'admissions', method: 'GET', path: '/api/app/getSeatTypes' },
  { user: 'admissions', method: 'GET', path: '/api/app/getSeatTypesAsDrop' },
  { user: 'admissions', method: 'GET', path: '/api/app/getAgentsForDropdown' },
];

const allotmentCases: ContractCase[] = [
  { user: 'admin', method: 'GET', path: `/api/app/allotments?academicYear=${year}&page=1` },
  { user: 'hod', method: 'GET', path: '/api/app/allotments/choices' },
  { user: 'faculty', method: 'GET', path: `/api/app/allotments/mine?academicYear=${year}` },
  {
    user: 'admin',
    method: 'POST',
    path: '/api/app/allotments',
    json: { ...sharedClass, facultyId: 23 },
    status: 201,
  },
  { user: 'admin', method: 'PUT', path: '/api/app/allotments/13', json: sharedClass },
  { user: 'admin', method: 'DELETE', path: '/api/app/allotments/13' },
  { user: 'admin', method: 'GET', path: '/api/app/facultyRecord/21' },
];

const facultyDatabaseCases: ContractCase[] = [
  { user: 'faculty', method: 'GET', path: `/api/fdb/getallprofiledata?userId=faculty&financialYear=${year}` },
  { user: 'faculty', method: 'GET', path: '/api/fdb/getReserachPapersBasedOnUserName?userName=faculty' },
  { user: 'hod', method: 'GET', path: '/api/fdb/getCountOfCitations?userName=faculty' },
  { user: 'principal', method: 'GET', path: '/api/fdb/getCountOfScoupos?userName=faculty' },
  { user: 'faculty', method: 'GET', path: '/api/fdb/getMousCounByUserName?userName=faculty' },
  { user: 'faculty', method: 'GET', path: '/api/fdb/getAwardsByFaculty?userName=faculty' },
  { user: 'faculty', method: 'GET', path: '/api/fdb/publications' },
  { user: 'faculty', method: 'POST', path: '/api/fdb/publications', json: publication, status: 201 },
  {
    user: 'faculty',
    method: 'PUT',
    path: '/api/fdb/publications/38',
    json: { ...publication, doi: '10.5555/contract.2026.002' },
  },
  { user: 'faculty', method: 'DELETE', path: '/api/fdb/publications/38' },
  { user: 'hod', method: 'GET', path: '/api/fdb/mous?userName=faculty' },
  { user: 'faculty', method: 'POST', path: '/api/fdb/mous', json: mou, status: 201 },
  { user: 'faculty', method: 'PUT', path: '/api/fdb/mous/9', json: mou },
  { user: 'faculty', method: 'DELETE', path: '/api/fdb/mous/9' },
  { user: 'principal', method: 'GET', path: '/api/fdb/awards' },
  { user: 'faculty', method: 'POST', path: '/api/fdb/awards', json: award, status: 201 },
  { user: 'faculty', method: 'PUT', path: '/api/fdb/awards/25', json: award },
  { user: 'faculty', method: 'DELETE', path: '/api/fdb/awards/25' },
];

const studentCases: ContractCase[] = [
  { user: 'academics', method: 'GET', path: '/api/app/students?page=1&pageSize=10' },
  { user: 'admin', method: 'GET', path: '/api/app/students/1' },
  { user: 'academics', method: 'GET', path: '/api/app/studentRollPattern' },
  { user: 'academics', method: 'PUT', path: '/api/app/studentRollPattern', json: rollPattern },
  { user: 'academics', method: 'POST', path: '/api/app/studentRollNumbers/preview', json: { batchId: 9 } },
  { user: 'academics', method: 'POST', path: '/api/app/studentRollNumbers', json: { batchId: 9 } },
  { user: 'academics', method: 'POST', path: '/api/app/studentSections', json: { sectionId: 37, studentIds: [1] } },
  {
    user: 'academics',
    method: 'POST',
    path: '/api/app/studentMoves/review',
    json: { ...promoteStudent1, studentIds: [1] },
  },
  {
    user: 'academics',
    method: 'POST',
    path: '/api/app/studentMoves',
    json: { ...promoteStudent1, students: [{ id: 1, status: 'studying', semester: 7, branchId: 1 }] },
  },
  { user: 'academics', method: 'GET', path: '/api/app/getExcelForStudents' },
];

const userCases: ContractCase[] = [
  { user: 'hod', method: 'GET', path: '/api/app/getProgram' },
  { user: 'admin', method: 'GET', path: '/api/app/getLoginCandidates' },
  {
    user: 'admin',
    method: 'POST',
    path: '/api/app/createFacultyLogins?considerMailOrEmpcode=empcode&empCode=EMP0001',
    json: {},
  },
  { user: 'admissions', method: 'POST', path: '/api/app/createStudentLogins', json: {} },
  {
    user: null,
    method: 'POST',
    path: '/api/auth/signup',
    json: {
      username: 'contract.parent',
      email: 'contract.parent@example.com',
      password: encryptPassword('Ravi#Home2026', 'campus-erp-demo-key'),
      role: ['parent'],
      instituteType: 'autonomous',
      eamcetCode: 'DEMO',
      collegeName: 'Demo College',
      affiliatedTo: '',
      fullName: 'Contract Parent',
      department: '',
      signInType: 'email',
      module: 'erp',
    },
    status: 201,
  },
];

/** One real request per call of the staff modules; the photo upload (multipart) has none. */
export const staffCases: readonly ContractCase[] = [
  ...achievementCases,
  ...masterCases,
  ...allotmentCases,
  ...facultyDatabaseCases,
  ...studentCases,
  ...userCases,
];

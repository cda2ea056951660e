import { addDays, weekdayOf } from '../../../src/domain/timetable/timetable';
import type { ContractCase } from './contract-case';

// The teaching modules' calls (academic, attendance, exams, results, timetable) made on a fresh demo college, in
// order: the writes make what the later reads and changes need (a timetable and its class for the attendance, an
// exam for its timetable and marks). The ids are those a fresh seed gives the records these cases make.

/** A Friday of the demo's odd semester as written (tests seed the calendar as written, whatever the day). */
const taught = '2026-11-27';
const year = '2026-2027';
const month = taught.slice(0, 7);

/** The demo faculty's allotment of the year (2024-2028 CSE A, Computer Networks) and its section. */
const ALLOTMENT = 1;
const SECTION = 63;
/** A second allotment of the demo faculty, in 2024-2028 CSE B. */
const OTHER_ALLOTMENT = 10;
const OTHER_SECTION = 64;

/** Subject 1 as the demo seeds it (sent unchanged: a change to a checked list waits for a second person). */
const SUBJECT_ONE = {
  regulationId: 2,
  branchId: 1,
  semesterId: 3,
  code: 'R22CI301',
  name: 'Strength of Materials I',
  credits: 3,
  subjectType: 'theory',
  internalMax: 30,
  externalMax: 70,
  electiveGroup: '',
};

const academicCases: ContractCase[] = [
  { user: 'admin', method: 'GET', path: '/api/app/lists/seatTypes?page=1&pageSize=25' },
  { user: 'admin', method: 'GET', path: '/api/app/lists/subjects/options' },
  {
    user: 'admin',
    method: 'POST',
    path: '/api/app/lists/seatTypes',
    json: { name: 'Contract', description: 'Made by the contract cases', sortOrder: 9 },
    status: 201,
  },
  // The sixth seat type the demo seeds (Sports and NCC), which no demo admission names.
  {
    user: 'admin',
    method: 'PUT',
    path: '/api/app/lists/seatTypes/6',
    json: { name: 'Sports and NCC', description: 'Changed by the contract cases', sortOrder: 6 },
  },
  { user: 'admin', method: 'DELETE', path: '/api/app/lists/seatTypes/6' },
  { user: 'admin', method: 'GET', path: '/api/app/listChanges?page=1' },
  { user: 'admin', method: 'GET', path: '/api/app/listChanges/export' },
  { user: 'admin', method: 'GET', path: '/api/app/lists/seatTypes/export' },
  { user: 'admin', method: 'GET', path: '/api/app/lists/seatTypes/template' },
  // A change by the academic section to a checked list waits; the administrator authorizes one and rejects the next.
  { user: 'academics', method: 'PUT', path: '/api/app/lists/subjects/1', json: SUBJECT_ONE, status: 202 },
  { user: 'admin', method: 'GET', path: '/api/app/lists/subjects/pending' },
  { user: 'admin', method: 'GET', path: '/api/app/listChangeRequests' },
  { user: 'admin', method: 'POST', path: '/api/app/listChangeRequests/1/authorize', json: {} },
  { user: 'academics', method: 'PUT', path: '/api/app/lists/subjects/1', json: SUBJECT_ONE, status: 202 },
  {
    user: 'admin',
    method: 'POST',
    path: '/api/app/listChangeRequests/2/reject',
    json: { reason: 'Rejected by the contract cases' },
  },
];

const timetableCases: ContractCase[] = [
  {
    user: 'admin',
    method: 'POST',
    path: '/api/app/timetables',
    json: { academicYear: year, term: 'odd', sectionId: SECTION },
    status: 201,
  },
  { user: 'admin', method: 'GET', path: `/api/app/timetables?academicYear=${year}&term=odd` },
  { user: 'admin', method: 'GET', path: '/api/app/timetables/1' },
  {
    user: 'admin',
    method: 'POST',
    path: '/api/app/timetables/1/slots',
    json: { day: weekdayOf(taught), periodId: 1, span: 1, allotmentId: ALLOTMENT, room: 'A101' },
    status: 201,
  },
  { user: 'faculty', method: 'GET', path: '/api/app/timetable/week' },
];

const attendanceCases: ContractCase[] = [
  { user: 'faculty', method: 'GET', path: `/api/app/attendance/classes?date=${taught}` },
  { user: 'faculty', method: 'GET', path: `/api/app/attendance/sheet?slotId=1&date=${taught}` },
  {
    user: 'faculty',
    method: 'POST',
    path: '/api/app/attendance/sheets',
    json: { slotId: 1, date: taught, absentees: [] },
    status: 201,
  },
  { user: 'faculty', method: 'GET', path: '/api/app/attendance/subjects' },
  { user: 'faculty', method: 'GET', path: `/api/app/attendance/subjects/${ALLOTMENT}` },
  { user: 'student', method: 'GET', path: '/api/app/attendance/student' },
  { user: 'hod', method: 'GET', path: `/api/app/attendance/department?date=${taught}` },
  { user: 'hod', method: 'GET', path: `/api/app/attendance/register?sectionId=${SECTION}&month=${month}` },
  { user: 'hod', method: 'GET', path: `/api/app/attendance/register/export?sectionId=${SECTION}&month=${month}` },
];

/** A second timetable, a class and a substitution made to be deleted. */
const timetableRemovals: ContractCase[] = [
  {
    user: 'admin',
    method: 'POST',
    path: '/api/app/timetables/1/substitutions',
    json: { slotId: 1, date: addDays(taught, 7), facultyId: 22 },
    status: 201,
  },
  { user: 'admin', method: 'DELETE', path: '/api/app/timetables/1/substitutions/1' },
  {
    user: 'admin',
    method: 'POST',
    path: '/api/app/timetables',
    json: { academicYear: year, term: 'odd', sectionId: OTHER_SECTION },
    status: 201,
  },
  {
    user: 'admin',
    method: 'POST',
    path: '/api/app/timetables/2/slots',
    json: { day: weekdayOf(taught), periodId: 2, span: 1, allotmentId: OTHER_ALLOTMENT, room: 'A102' },
    status: 201,
  },
  { user: 'admin', method: 'DELETE', path: '/api/app/timetables/2/slots/2' },
  { user: 'admin', method: 'DELETE', path: '/api/app/timetables/2' },
];

/** Exam 1 covers subject 1 (R22, B.Tech, semester 3); exam 2 is made to be deleted. */
const EXAM = { regulationId: 2, degreeId: 1, semester: 3, examType: 'regular', month: 12, year: 2026 };

const examCases: ContractCase[] = [
  { user: 'examination', method: 'GET', path: '/api/app/exams/choices' },
  {
    user: 'examination',
    method: 'POST',
    path: '/api/app/exams',
    json: { ...EXAM, title: 'Contract Regular Examinations, December 2026' },
    status: 201,
  },
  {
    user: 'examination',
    method: 'PUT',
    path: '/api/app/exams/1',
    json: { ...EXAM, title: 'Contract Regular Examinations, Dec 2026' },
  },
  {
    user: 'examination',
    method: 'PUT',
    path: '/api/app/exams/1/subjects/1',
    json: { date: '2026-12-14', session: 'FN' },
  },
  {
    user: 'examination',
    method: 'PUT',
    path: '/api/app/exams/1/subjects/2',
    json: { date: '2026-12-15', session: 'FN' },
  },
  { user: 'examination', method: 'DELETE', path: '/api/app/exams/1/subjects/2' },
  { user: 'examination', method: 'GET', path: '/api/app/exams?q=Contract' },
  { user: 'principal', method: 'GET', path: '/api/app/exams/1' },
  { user: 'examination', method: 'GET', path: '/api/app/exams/1/registration' },
  { user: 'examination', method: 'GET', path: '/api/app/exams/1/marks' },
  { user: 'examination', method: 'GET', path: '/api/app/exams/1/marks/1/internal' },
  { user: 'examination', method: 'GET', path: '/api/app/exams/1/marks/1/external' },
  { user: 'examination', method: 'GET', path: '/api/app/exams/1/marks/1/template' },
  { user: 'faculty', method: 'GET', path: '/api/app/marks/internal' },
  { user: 'examination', method: 'GET', path: '/api/app/exams/1/results' },
  { user: 'principal', method: 'GET', path: '/api/app/examPublications' },
  { user: 'examination', method: 'GET', path: '/api/app/exams/1/revaluations' },
  { user: 'student', method: 'GET', path: '/api/app/revaluations/mine' },
  {
    user: 'examination',
    method: 'POST',
    path: '/api/app/exams',
    json: { ...EXAM, semester: 5, title: 'Contract Examinations to delete' },
    status: 201,
  },
  { user: 'examination', method: 'DELETE', path: '/api/app/exams/2' },
];

const resultCases: ContractCase[] = [
  { user: null, method: 'GET', path: '/api/app/getDistinctExamTitlesBy' },
  {
    user: null,
    method: 'GET',
    path: `/api/app/getExamResultByRollNoView?rollNo=23B81A0501&examTitle=${encodeURIComponent('No such exam')}`,
  },
  {
    user: null,
    method: 'GET',
    path: `/api/app/getExamResultByRollNoReport?rollNo=23B81A0501&examTitle=${encodeURIComponent('No such exam')}`,
  },
];

export const teachingCases: readonly ContractCase[] = [
  ...academicCases,
  ...timetableCases,
  ...attendanceCases,
  ...timetableRemovals,
  ...examCases,
  ...resultCases,
];

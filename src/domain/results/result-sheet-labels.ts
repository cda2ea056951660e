/**
 * The result sheet's words, on the screen and in its PDF. Each is its English text and the id of its Telugu and Hindi
 * (the results catalogue): a screen shows `i18n._(label)`, the PDF builder its `translate(label)`.
 */
export const RESULT_SHEET_LABELS = {
  studentName: /*i18n*/ 'Student Name',
  rollNumber: /*i18n*/ 'Roll Number',
  totalCredits: /*i18n*/ 'Total Credits',
  earnedCredits: /*i18n*/ 'Earned Credits',
  passed: /*i18n*/ 'Passed',
  failed: /*i18n*/ 'Failed',
  sgpa: /*i18n*/ 'SGPA',
  sgpaOfSemester: /*i18n*/ 'SGPA (Semester {semester})',
  cgpa: /*i18n*/ 'CGPA',
  percentage: /*i18n*/ 'Percentage',
  courseCode: /*i18n*/ 'Course Code',
  course: /*i18n*/ 'Course',
  internal: /*i18n*/ 'Internal',
  external: /*i18n*/ 'External',
  total: /*i18n*/ 'Total',
  credits: /*i18n*/ 'Credits',
  grade: /*i18n*/ 'Grade',
  gradePoints: /*i18n*/ 'Grade Points',
  status: /*i18n*/ 'Status',
} as const;

export { english, type Translate } from '../i18n/translate';

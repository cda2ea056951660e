/**
 * The printed words of an issued marks memo and provisional certificate. Each is its English text and the id of its
 * Telugu and Hindi (the exams catalogue, whose screen issues them): the builder prints `translate(label, values)`, in
 * the language of whoever asks for the document. Degrees, branches, courses, classes and figures print as stored.
 */
export const MEMO_LABELS = {
  memoTitle: /*i18n*/ 'CONSOLIDATED MARKS MEMO',
  certificateTitle: /*i18n*/ 'PROVISIONAL CERTIFICATE',
  name: /*i18n*/ 'Name',
  rollNumber: /*i18n*/ 'Roll number',
  degree: /*i18n*/ 'Degree',
  regulation: /*i18n*/ 'Regulation',
  code: /*i18n*/ 'Code',
  course: /*i18n*/ 'Course',
  credits: /*i18n*/ 'Credits',
  grade: /*i18n*/ 'Grade',
  points: /*i18n*/ 'Points',
  passedIn: /*i18n*/ 'Passed in',
  notPassed: /*i18n*/ 'Not passed ({month})',
  sgpa: /*i18n*/ 'SGPA {sgpa}',
  cgpa: /*i18n*/ 'CGPA {cgpa}',
  creditsEarned: /*i18n*/ 'Credits earned {earned} of {credits}',
  percentage: /*i18n*/ 'Percentage {percentage}% ({rule})',
  classAwarded: /*i18n*/ 'Class awarded: {awardedClass}',
  oneCourseToPass: /*i18n*/ 'Class: not awarded yet ({count} course still to pass)',
  coursesToPass: /*i18n*/ 'Class: not awarded yet ({count} courses still to pass)',
  notCompleted: /*i18n*/ 'Class: not awarded yet (the degree is not completed)',
  verificationCode: /*i18n*/ 'Verification code: {code}',
  anyoneCanCheck: /*i18n*/ 'Anyone can check this document at {url}, or by scanning the QR code with a phone.',
  issuedOn: /*i18n*/ 'Issued on {date}',
  verifyWithCode: /*i18n*/ 'Verify with the code {code}.',
  controller: /*i18n*/ 'Controller of Examinations',
  principal: /*i18n*/ 'Principal',
  certifies:
    /*i18n*/ 'This is to certify that {name} (Roll number {rollNo}) has passed the {degree} degree examination in {branch} under Regulation {regulation}, completing in {completedIn}, with a Cumulative Grade Point Average of {cgpa} and {credits} credits, and is placed in {awardedClass}.',
  convocation:
    /*i18n*/ 'The degree certificate will be issued at the convocation; this certificate stands for it until then.',
} as const;

export { english, type Translate } from '../i18n/translate';

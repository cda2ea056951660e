import { LIST_MESSAGES } from '../academic/messages';
import { SHARED_MESSAGES } from '../messages/shared';
import { english, type Translate } from '../i18n/translate';

/**
 * Words of the exam cell: the §8 record words, §8 'ExamFor Data cannot be Blank' (an exam with no subjects to sit),
 * 'No Records Found' (nobody to register), and the §8 Not Found words of an exam's fields (ExamType, Exam, Subject,
 * Month, Year, in the form of the lists' own Not Found words), then the reasons a refusal gives. Written once here.
 */
export const EXAM_MESSAGES = {
  saved: LIST_MESSAGES.saved,
  modified: LIST_MESSAGES.modified,
  modificationRefused: LIST_MESSAGES.modificationFailed,
  deleted: LIST_MESSAGES.deleted,
  deleteRefused: LIST_MESSAGES.deleteRefused,
  invalid: LIST_MESSAGES.invalid,
  fillAll: LIST_MESSAGES.fillAll,
  noData: LIST_MESSAGES.noData,
  degreeNotFound: LIST_MESSAGES.degreeNotFound,
  semesterNotFound: LIST_MESSAGES.semesterNotFound,
  examForBlank: /*i18n*/ 'ExamFor Data cannot be Blank',
  noCurriculumSubjects:
    /*i18n*/ "The curriculum has no subjects for this exam yet (the regulation's subjects for the degree's branches and this semester): add them to the subjects list, then place them here.",
  noRecords: SHARED_MESSAGES.noRecordsFound,
  examTypeNotFound: /*i18n*/ 'ExamType Not Found',
  examNotFound: /*i18n*/ 'Exam Not Found',
  subjectNotFound: /*i18n*/ 'Subject Not Found',
  monthNotFound: /*i18n*/ 'Month Not Found',
  yearNotFound: /*i18n*/ 'Year Not Found',
  regulationNotFound: /*i18n*/ 'Regulation Not Found',
  titleTaken: /*i18n*/ 'An exam with this title already exists',
  studentsRegistered: /*i18n*/ 'Students are registered for this exam',
  fixedOnceScheduled: /*i18n*/ 'The regulation, degree, semester and type of an exam with subjects cannot change',
  notOfThisExam: /*i18n*/ "The subject is not of this exam's regulation, degree and semester",
  noHallTicket: /*i18n*/ 'No hall ticket: the student may not sit the exam yet',
  registered: (count: number) => english(/*i18n*/ '{count} students registered', { count }),
  // Processing and publication.
  processed: (students: number, missing: number) =>
    missing === 0
      ? english(/*i18n*/ 'Results processed for {students} students', { students })
      : english(/*i18n*/ 'Results processed for {students} students; {missing} still lack marks', {
          students,
          missing,
        }),
  nothingToProcess: /*i18n*/ 'Nobody is registered for this exam',
  publishedNoChange: /*i18n*/ 'The results are published: published marks change only by revaluation',
  awaitingNoChange: /*i18n*/ 'The results await authorization: reject the request first',
  notProcessed: /*i18n*/ 'The exam has not been processed yet',
  marksMissing: (n: number) =>
    english(/*i18n*/ '{n} subject results still lack marks: fill them and process again', { n }),
  marksChanged: /*i18n*/ 'The marks or who sits the exam changed after it was processed: process it again',
  marksAboveMax: (count: number) =>
    count === 1
      ? /*i18n*/ "1 mark is above its subject's maximum: correct it and process again"
      : english(/*i18n*/ "{count} marks are above their subject's maximum: correct them and process again", { count }),
  schemeGrades: /*i18n*/ 'The regulation’s grading scheme cannot be used',
  rulesChanged:
    /*i18n*/ 'The regulation’s grading scheme or pass rules changed after this exam was processed: re-grade it under the new rules to process it again',
  regraded: (students: number) =>
    english(/*i18n*/ 'Results re-graded under the regulation’s new rules for {students} students', { students }),
  requested: /*i18n*/ 'Publication requested: it awaits the principal’s authorization',
  notAwaiting: /*i18n*/ 'This publication is no longer awaiting authorization',
  ownRequest: /*i18n*/ 'A publication is authorized by someone other than the person who requested it',
  published: (title: string) => english(/*i18n*/ '{title} is published', { title }),
  rejected: /*i18n*/ 'The publication request is rejected',
  notPublished: /*i18n*/ 'The results of this exam are not published',
  withdrawn: (title: string) => english(/*i18n*/ '{title} is withdrawn', { title }),
  titlePublished: /*i18n*/ 'A published result title with this name already exists',
  notRegisteredFor: /*i18n*/ 'The student is not registered for this subject in this exam',
  graceSaved: /*i18n*/ 'Grace marks saved: process the exam again to apply them',
  graceRemoved: /*i18n*/ 'Grace marks removed: process the exam again to apply them',
  graceReason: /*i18n*/ 'Give the reason for the grace marks',
  graceWhole: /*i18n*/ 'Grace marks are a whole number from 0 to 100',
  reasonTooLong: /*i18n*/ 'The reason is at most 300 characters',
  reasonCharacters: /*i18n*/ 'The reason has characters that are not allowed',
  // Revaluation and recounting.
  revaluationClosed: (lastDay: string) =>
    english(/*i18n*/ 'Applications for recounting and revaluation closed on {lastDay}', { lastDay }),
  revaluationNotYours: /*i18n*/ 'The subject is not in your published result of this exam',
  revaluationAbsent: /*i18n*/ 'An absent subject has no script to recount or revalue',
  revaluationTwice: /*i18n*/ 'You have applied for this already',
  revaluationApplied: (kind: string, fee: string) => `${kind} applied for: pay ${fee} to complete the application`,
  revaluationNotFound: /*i18n*/ 'Application Not Found',
  revaluationUnpaid: /*i18n*/ 'The application fee is not paid yet',
  revaluationDone: /*i18n*/ 'This application is decided already',
  revaluationOverMax: (max: number) => english(/*i18n*/ 'The external marks are at most {max}', { max }),
  revaluationDecided: (note: string) => `Saved: ${note}`,
  /** Two subjects one student sits in the same session of the same day. */
  clash: (who: string, a: string, b: string, when: string) => `${who} would sit ${a} and ${b} ${when}`,
} as const;

/** Marks above a subject's maximum, by which marks they are (figures as typed, in Western digits). */
const ABOVE_MAX = {
  Internal: /*i18n*/ 'Internal marks {marks} are above the maximum of {max}',
  External: /*i18n*/ 'External marks {marks} are above the maximum of {max}',
} as const;

/**
 * Words of marks entry: §8's invalid-data words (LIST_MESSAGES.invalid) with the reason, the §8
 * 'Below records are not submitted please check' of an upload (BULK_MESSAGES) and the reasons of its rows.
 */
export const MARKS_MESSAGES = {
  invalid: LIST_MESSAGES.invalid,
  saved: LIST_MESSAGES.saved,
  notAllotted: /*i18n*/ 'Only the faculty allotted this subject, or the exam cell, enter its internal marks',
  notRegistered: EXAM_MESSAGES.notRegisteredFor,
  notAWholeNumber: /*i18n*/ 'Marks must be a whole number from 0, or AB for an absentee',
  noInternalAbsent: /*i18n*/ 'Internal marks are a whole number from 0',
  blank: /*i18n*/ 'No marks entered: enter the marks, or AB for an absentee',
  aboveMax: (what: 'Internal' | 'External', marks: number, max: number, translate: Translate = english) =>
    translate(ABOVE_MAX[what], { marks: String(marks), max: String(max) }),
  unknownRoll: /*i18n*/ 'No student with this roll number',
  unknownCode: /*i18n*/ 'No script of this subject has this coded number',
  unknownSubject: /*i18n*/ "The subject code is not on this exam's timetable",
  codedUseCode: /*i18n*/ 'The subject is coded: enter the marks against the coded number',
  sameStudentTwice: /*i18n*/ 'The same student is twice in the marks',
  repeatedInFile: (row: number) => english(/*i18n*/ "The same student's marks are on row {row} of this file.", { row }),
  repeatsRefusedRow: (row: number) =>
    english(
      /*i18n*/ "The same student's marks are on row {row} of this file, which is not submitted: keep one row per student.",
      { row },
    ),
  examIdMissing: /*i18n*/ 'Name the exam of the marks (examId) in the upload',
  savedCount: (count: number) => english(/*i18n*/ 'Record saved successfully: marks of {count} students', { count }),
  coded: (count: number) => english(/*i18n*/ '{count} coded numbers given', { count }),
  nothingToCode: /*i18n*/ 'Every registered student of this subject already has a coded number',
  frozen:
    /*i18n*/ 'The results of this exam are sent for publication or published: its marks change only after the principal rejects the request or the results are withdrawn',
} as const;

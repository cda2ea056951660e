import { english } from '../i18n/translate';
import { RECORD_MESSAGES as R } from '../messages/record-changes';

/** The students' words, each written once; the shared §8 words come from messages/record-changes.ts. */
export const STUDENT_MESSAGES = {
  noData: R.noDataFound,
  invalid: R.invalidData,
  noSuchStudent: /*i18n*/ 'Student Not Found',
  badPattern: 'The roll number pattern needs {YY}, {BRANCH} and {SERIAL:n} and may hold only the known tokens',
  patternSaved: /*i18n*/ 'Roll number pattern saved',
  rollNumbersAssigned: (count: number) => english(/*i18n*/ '{count} roll numbers assigned', { count }),
  noApplicants: /*i18n*/ 'No admitted applicants are waiting for a roll number',
  serialsExhausted: (branches: readonly string[], last: string) =>
    `The roll number serials of ${branches.join(', ')} are used up after ${last}: give the pattern a wider {SERIAL:n} to number the rest`,
  sectionsAssigned: (count: number) => english(/*i18n*/ '{count} students assigned to the section', { count }),
  sectionFull: (name: string, free: number) =>
    english(/*i18n*/ 'Section {name} has room for {free} more students', { name, free }),
  sectionMismatch: /*i18n*/ 'The section belongs to another batch or branch',
  movesDone: (count: number) => english(/*i18n*/ '{count} students moved', { count }),
  nothingToMove: /*i18n*/ 'None of the chosen students can be moved',
  alreadyMoved: (rollNos: readonly string[]) =>
    `These students have already moved: ${rollNos.slice(0, 10).join(', ')}${rollNos.length > 10 ? ` and ${rollNos.length - 10} more` : ''}. Review the move again`,
  notStudying: /*i18n*/ 'Only a studying student can be promoted',
  notFinalYear: /*i18n*/ 'Only a final-year student can graduate',
  alreadyFinalSemester: /*i18n*/ 'The student is in the final semester: graduate them instead',
  alreadyDetained: /*i18n*/ 'The student is already detained',
  notDetained: /*i18n*/ 'Only a detained student can be readmitted',
  alreadyLeft: /*i18n*/ 'The student has graduated or discontinued',
  sameBranch: /*i18n*/ 'The student is already in this branch',
  branchNeeded: /*i18n*/ 'Choose the branch to transfer to',
  otherDegreeBranch: /*i18n*/ 'The branch belongs to another degree',
  reasonNeeded: /*i18n*/ 'Give the reason for the move',
} as const;

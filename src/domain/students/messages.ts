import { english } from '../i18n/translate';
import { RECORD_MESSAGES as R } from '../messages/record-changes';

/** The students' words, each written once; the shared §8 words come from messages/record-changes.ts. */
export const STUDENT_MESSAGES = {
  noData: R.noDataFound,
  invalid: R.invalidData,
  noSuchStudent: 'Student Not Found',
  badPattern: 'The roll number pattern needs {YY}, {BRANCH} and {SERIAL:n} and may hold only the known tokens',
  patternSaved: 'Roll number pattern saved',
  rollNumbersAssigned: (count: number) => english(/*i18n*/ '{count} roll numbers assigned', { count }),
  noApplicants: 'No admitted applicants are waiting for a roll number',
  serialsExhausted: (branches: readonly string[], last: string) =>
    `The roll number serials of ${branches.join(', ')} are used up after ${last}: give the pattern a wider {SERIAL:n} to number the rest`,
  sectionsAssigned: (count: number) => english(/*i18n*/ '{count} students assigned to the section', { count }),
  sectionFull: (name: string, free: number) =>
    english(/*i18n*/ 'Section {name} has room for {free} more students', { name, free }),
  sectionMismatch: 'The section belongs to another batch or branch',
  movesDone: (count: number) => english(/*i18n*/ '{count} students moved', { count }),
  nothingToMove: 'None of the chosen students can be moved',
  alreadyMoved: (rollNos: readonly string[]) =>
    `These students have already moved: ${rollNos.slice(0, 10).join(', ')}${rollNos.length > 10 ? ` and ${rollNos.length - 10} more` : ''}. Review the move again`,
  notStudying: 'Only a studying student can be promoted',
  notFinalYear: 'Only a final-year student can graduate',
  alreadyFinalSemester: 'The student is in the final semester: graduate them instead',
  alreadyDetained: 'The student is already detained',
  notDetained: 'Only a detained student can be readmitted',
  alreadyLeft: 'The student has graduated or discontinued',
  sameBranch: 'The student is already in this branch',
  branchNeeded: 'Choose the branch to transfer to',
  otherDegreeBranch: 'The branch belongs to another degree',
  reasonNeeded: 'Give the reason for the move',
} as const;

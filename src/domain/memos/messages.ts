import { english } from '../i18n/translate';
import { SHARED_MESSAGES } from '../messages/shared';

/** Words of memos, certificates and their verification, written once here. */
export const MEMO_MESSAGES = {
  noRecords: SHARED_MESSAGES.noRecordsFound,
  studentNotFound: SHARED_MESSAGES.unknownRollNumber,
  noResults: /*i18n*/ 'The student has no published results',
  memoIssued: /*i18n*/ 'Marks memo issued',
  certificateIssued: /*i18n*/ 'Provisional certificate issued',
  notCompleted: /*i18n*/ 'No provisional certificate: the student has not completed the degree',
  backlogsRemain: (n: number) =>
    n === 1 ? /*i18n*/ '1 course still to pass' : english(/*i18n*/ '{n} courses still to pass', { n }),
  creditsShort: (earned: number, required: number) =>
    english(/*i18n*/ '{earned} of the {required} credits earned', { earned, required }),
  codeNotFound: /*i18n*/ 'No document was issued with this code',
  codeInvalid: /*i18n*/ 'A verification code is twelve letters and digits, such as K7QM-2XHD-9RTB',
  notYourChild: /*i18n*/ 'Only the transcript of a student linked to your account',
  notYourDocument: /*i18n*/ 'Only the exam cell issues memos and certificates',
} as const;

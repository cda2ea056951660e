import { LIST_MESSAGES } from '../academic/messages';
import { english } from '../i18n/translate';
import { SHARED_MESSAGES } from '../messages/shared';

/**
 * The words of leave: applied, decided, cancelled, and why an application or a decision is refused. Written once; the
 * marked ones are the leave catalogue's, so the screens show the server's answers translated.
 */
export const LEAVE_MESSAGES = {
  fillAll: LIST_MESSAGES.fillAll,
  invalid: LIST_MESSAGES.invalid,
  leaveTypeNotFound: LIST_MESSAGES.leaveTypeNotFound,
  applied: /*i18n*/ 'Leave applied successfully',
  approved: /*i18n*/ 'Leave approved successfully',
  rejected: /*i18n*/ 'Leave rejected successfully',
  cancelled: /*i18n*/ 'Leave cancelled successfully',
  backupNamed: /*i18n*/ 'Backup approver named successfully',
  backupRemoved: /*i18n*/ 'Backup approver removed successfully',
  endsBeforeStart: /*i18n*/ 'The leave ends before it starts',
  sameHalf: /*i18n*/ 'A one-day leave is either the first half or the second half, not both',
  noWorkingDay: /*i18n*/ 'These dates hold no working day (Sundays and holidays are not counted)',
  noAcademicYear: /*i18n*/ 'These dates are not within an academic year of the calendar',
  twoYears: /*i18n*/ 'A leave falls within one academic year: apply for each year separately',
  overlap: /*i18n*/ 'You already have leave on these dates',
  attachmentNeeded: `${SHARED_MESSAGES.fileNotUploaded}: this leave type needs an attachment (a PDF or an image)`,
  noSuchLeave: /*i18n*/ 'No such leave application',
  notYours: /*i18n*/ 'This leave does not wait for your decision',
  notPending: /*i18n*/ 'This leave is no longer pending',
  notCancellable: /*i18n*/ 'Only pending leave, or approved leave that has not begun, can be cancelled',
  remarkNeeded: /*i18n*/ 'Please give a remark for the rejection',
  notStaff: /*i18n*/ 'Only staff apply for leave',
  backupNotStaff: /*i18n*/ 'The backup approver must be a member of staff of your department',
  backupIsYou: /*i18n*/ 'Name someone other than yourself',
  noDepartment: /*i18n*/ 'You have no department to name a backup approver for',
  noClassesScope: /*i18n*/ 'You have no department whose classes to show',
  /** A leave type taken only in whole days. */
  halfDaysNotAllowed: (code: string) => english(/*i18n*/ '{code} is taken in whole days only', { code }),
  /** More days asked than are left. */
  insufficient: (code: string, left: string) => english(/*i18n*/ 'Only {left} days of {code} are left', { left, code }),
} as const;

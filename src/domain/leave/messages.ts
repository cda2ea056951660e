import { LIST_MESSAGES } from '../academic/messages';
import { SHARED_MESSAGES } from '../messages/shared';

/** The words of leave: applied, decided, cancelled, and why an application or a decision is refused. Written once. */
export const LEAVE_MESSAGES = {
  fillAll: LIST_MESSAGES.fillAll,
  invalid: LIST_MESSAGES.invalid,
  leaveTypeNotFound: LIST_MESSAGES.leaveTypeNotFound,
  applied: 'Leave applied successfully',
  approved: 'Leave approved successfully',
  rejected: 'Leave rejected successfully',
  cancelled: 'Leave cancelled successfully',
  backupNamed: 'Backup approver named successfully',
  backupRemoved: 'Backup approver removed successfully',
  endsBeforeStart: 'The leave ends before it starts',
  sameHalf: 'A one-day leave is either the first half or the second half, not both',
  noWorkingDay: 'These dates hold no working day (Sundays and holidays are not counted)',
  noAcademicYear: 'These dates are not within an academic year of the calendar',
  twoYears: 'A leave falls within one academic year: apply for each year separately',
  overlap: 'You already have leave on these dates',
  attachmentNeeded: `${SHARED_MESSAGES.fileNotUploaded}: this leave type needs an attachment (a PDF or an image)`,
  noSuchLeave: 'No such leave application',
  notYours: 'This leave does not wait for your decision',
  notPending: 'This leave is no longer pending',
  notCancellable: 'Only pending leave, or approved leave that has not begun, can be cancelled',
  remarkNeeded: 'Please give a remark for the rejection',
  notStaff: 'Only staff apply for leave',
  backupNotStaff: 'The backup approver must be a member of staff of your department',
  backupIsYou: 'Name someone other than yourself',
  noDepartment: 'You have no department to name a backup approver for',
  noClassesScope: 'You have no department whose classes to show',
  /** A leave type taken only in whole days. */
  halfDaysNotAllowed: (code: string) => `${code} is taken in whole days only`,
  /** More days asked than are left. */
  insufficient: (code: string, left: string) => `Only ${left} days of ${code} are left`,
} as const;

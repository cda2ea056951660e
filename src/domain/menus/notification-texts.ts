/**
 * The words of the header's notifications that the server builds (src/server/modules/dashboards and leave), marked
 * for the frame's catalogue. The server sends each notification's English text and, for a detail with figures, the
 * message and its values, so the header shows it in the page's language (src/app/shell/notification-menu.tsx).
 */
export const NOTIFICATION_TEXTS = {
  resultsPublished: /*i18n*/ 'Results published',
  loginsToCreate: /*i18n*/ 'Logins to create',
  loginsMissing: /*i18n*/ '{students} students and {faculty} faculty members have no login yet',
  signedInElsewhere: /*i18n*/ 'Signed in elsewhere',
  otherDevices:
    /*i18n*/ 'Your account is signed in on {devices} browsers or devices. Changing your password signs out all of them.',
  leaveWaiting: /*i18n*/ 'Leave waiting for you',
  oneLeaveWaits: /*i18n*/ '{count} leave application waits for your decision',
  leavesWait: /*i18n*/ '{count} leave applications wait for your decision',
  libraryHoldReady: /*i18n*/ 'Kept for you at the library',
  libraryHoldReadyDetail: /*i18n*/ '{title} is kept for you at the library until {date}',
  libraryOverdue: /*i18n*/ 'Library books overdue',
  libraryOverdueDetail: /*i18n*/ '{count} of your library books are past their due day: return them at the desk',
  hostelAllotted: /*i18n*/ 'Hostel bed allotted',
  hostelAllottedDetail: /*i18n*/ 'Your bed: {block}, room {room}, bed {bed}',
  hostelWaitlisted: /*i18n*/ 'Hostel application waitlisted',
  hostelWaitlistedDetail: /*i18n*/ 'Your hostel application for {year} waits for a bed to come free',
  hostelRejected: /*i18n*/ 'Hostel application not accepted',
  hostelRejectedDetail: /*i18n*/ 'Your hostel application for {year} was not accepted: My Hostel gives the reason',
} as const;

/** A notification's detail as a message with its values: the page translates it (`detail` holds its English). */
export interface NotificationMessage {
  id: string;
  values: Record<string, string>;
}

/** A detail's English text with its values in place, and the message it came from. */
export function notificationDetail(
  id: string,
  values: Record<string, string>,
): { detail: string; detailMessage: NotificationMessage } {
  return {
    detail: id.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
    detailMessage: { id, values },
  };
}

import type { WaitReason } from './allotment';
import type { ApplicationStatus } from './registration';

/** What an application's status is called on a screen. */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  APPLIED: /*i18n*/ 'Applied',
  ALLOTTED: /*i18n*/ 'Allotted',
  WAITLISTED: /*i18n*/ 'Waitlisted',
  WITHDRAWN: /*i18n*/ 'Withdrawn',
  REJECTED: /*i18n*/ 'Rejected',
};

/** Why an applicant waits, in words. */
export const WAIT_REASON_LABELS: Readonly<Record<WaitReason, string>> = {
  TOO_NEAR: /*i18n*/ 'Lives nearer than the college’s minimum distance',
  NO_BED_OF_PREFERRED_TYPE: /*i18n*/ 'No bed of a preferred room type is free',
  NO_BED: /*i18n*/ 'No bed is free',
};

/** The words of a wait reason the server gave, or the reason as it came when it is not one of ours. */
export const waitReasonLabel = (reason: string): string =>
  (WAIT_REASON_LABELS as Record<string, string | undefined>)[reason] ?? reason;

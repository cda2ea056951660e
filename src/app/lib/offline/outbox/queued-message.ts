/**
 * Our words for a submission kept on the device, shown instead of an error. A module of its own:
 * a screen shows it without loading the outbox and its device store until it submits. A marked message of the
 * common catalogue: a screen shows it with `i18n._(QUEUED_MESSAGE)`.
 */
export const QUEUED_MESSAGE =
  /*i18n*/ 'No connection right now: your submission is saved on this device and will be sent automatically when you are online. See Outbox for its progress.';

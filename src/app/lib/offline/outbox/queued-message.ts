/**
 * Our words for a submission kept on the device, shown instead of an error. A module of its own:
 * a screen shows it without loading the outbox and its device store until it submits.
 */
export const QUEUED_MESSAGE =
  'No connection right now: your submission is saved on this device and will be sent automatically when you are online. See Outbox for its progress.';

import type { DeviceCopies } from '../device-copy';

/** A user's leave balance and history (features/leave: records 'leave:…'). */
export const LEAVE_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['leave:'] };

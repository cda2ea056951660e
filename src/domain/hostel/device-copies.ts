import type { DeviceCopies } from '../device-copy';

/** The occupancy and beds a user last saw (features/hostel: records 'hostel:…'), read again offline. */
export const HOSTEL_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['hostel:'] };

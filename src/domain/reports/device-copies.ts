import type { DeviceCopies } from '../device-copy';

/** The reports a user has read (features/reports: records 'reports:…'), kept to read again offline. */
export const REPORTS_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['reports:'] };

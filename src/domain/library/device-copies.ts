import type { DeviceCopies } from '../device-copy';

/** The catalogue searches a user made (features/library: records 'library:…'), read again offline. */
export const LIBRARY_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['library:'] };

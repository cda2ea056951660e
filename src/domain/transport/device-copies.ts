import type { DeviceCopies } from '../device-copy';

/** The fleet, documents due and expenses a user last saw (features/transport: records 'transport:…'), read again offline. */
export const TRANSPORT_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['transport:'] };

import type { DeviceCopies } from '../device-copy';

/** Class lists, sheets and percentages (lib/attendance.ts: records 'attendance:…'). */
export const ATTENDANCE_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['attendance:'] };

import type { DeviceCopies } from '../domain-module';

/** Class lists, sheets and percentages (lib/attendance.ts: records 'attendance:…'). */
export const ATTENDANCE_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['attendance:'] };

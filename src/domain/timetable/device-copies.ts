import type { DeviceCopies } from '../device-copy';

/** A user's week of classes (lib/timetable-week.ts: records 'timetable:…'). */
export const TIMETABLE_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['timetable:'] };

import type { DeviceCopies } from '../device-copy';

/** A teacher's subjects and internal marks grids (features/exams/marks-queries.ts: records 'marks:…'). */
export const EXAMS_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['marks:'] };

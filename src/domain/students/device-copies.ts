import type { DeviceCopies } from '../device-copy';

/** The student directory and profiles an office user read (features/students: records 'students:…'). */
export const STUDENTS_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['students:'] };

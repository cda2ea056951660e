import type { DeviceCopies } from '../domain-module';

/** The student directory and profiles an office user read (features/students: records 'students:…'). */
export const STUDENTS_DEVICE_COPIES: DeviceCopies = { lookupPrefixes: ['students:'] };

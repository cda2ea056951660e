import { ATTENDANCE_DEVICE_COPIES } from './attendance/device-copies';
import type { DeviceCopies } from './device-copy';
import { EXAMS_DEVICE_COPIES } from './exams/device-copies';
import { HOSTEL_DEVICE_COPIES } from './hostel/device-copies';
import { TRANSPORT_DEVICE_COPIES } from './transport/device-copies';
import { LEAVE_DEVICE_COPIES } from './leave/device-copies';
import { LIBRARY_DEVICE_COPIES } from './library/device-copies';
import { MEMOS_DEVICE_COPIES } from './memos/device-copies';
import { PARENTS_DEVICE_COPIES } from './parents/device-copies';
import { PAYMENTS_DEVICE_COPIES } from './payments/device-copies';
import { REPORTS_DEVICE_COPIES } from './reports/device-copies';
import { STUDENTS_DEVICE_COPIES } from './students/device-copies';
import { TIMETABLE_DEVICE_COPIES } from './timetable/device-copies';

/**
 * Every module's personal device copies (its `device-copies.ts`), one line each: what sign-out forgets. Plain data,
 * loaded with the entry beside the sign-out; tests/domain/device-copies.test.ts fails on a module's file not listed.
 */
export const DEVICE_COPIES: readonly DeviceCopies[] = [
  ATTENDANCE_DEVICE_COPIES,
  EXAMS_DEVICE_COPIES,
  HOSTEL_DEVICE_COPIES,
  TRANSPORT_DEVICE_COPIES,
  LEAVE_DEVICE_COPIES,
  LIBRARY_DEVICE_COPIES,
  MEMOS_DEVICE_COPIES,
  PARENTS_DEVICE_COPIES,
  PAYMENTS_DEVICE_COPIES,
  REPORTS_DEVICE_COPIES,
  STUDENTS_DEVICE_COPIES,
  TIMETABLE_DEVICE_COPIES,
];

/** The device tables every module's copies fill whole, and the record name beginnings in `lookups`. */
export const DEVICE_COPY_TABLES: readonly string[] = DEVICE_COPIES.flatMap((copies) => copies.tables ?? []);
export const DEVICE_COPY_PREFIXES: readonly string[] = DEVICE_COPIES.flatMap((copies) => copies.lookupPrefixes ?? []);

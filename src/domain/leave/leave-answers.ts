import type { LeaveRoute } from './access';
import type { EndHalf, LeaveStatus, StartHalf } from './leave-rules';

// The shapes of the leave calls' answers (GET /api/app/leave, …/approvals, …/preview): the server's store builds
// them, the screens read them.

/** A leave application as the history and the approvals list show it. */
export interface LeaveRow {
  id: number;
  userId: number;
  applicant: string;
  leaveTypeId: number;
  code: string;
  typeName: string;
  academicYearId: number;
  fromDate: string;
  toDate: string;
  fromHalf: StartHalf;
  toHalf: EndHalf;
  halfDays: number;
  reason: string;
  /** The attachment's public file id (GET /api/app/files/{id}: `fileUrl`), or null. */
  attachmentFileId: string | null;
  route: LeaveRoute;
  department: string | null;
  status: LeaveStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  remark: string;
  createdAt: string;
}

/** A class of the applicant's timetable on a day of their leave, and who covers it that day, if anyone. */
export interface LeaveClass {
  date: string;
  timetableId: number;
  slotId: number;
  periods: string;
  sectionLabel: string;
  subjectCode: string;
  substitute: string | null;
}

import * as v from 'valibot';
import { LEAVE_ROUTES } from './access';
import { END_HALVES, LEAVE_STATUSES, LeaveBalanceSchema, START_HALVES } from './leave-rules';

// The leave calls' answers (GET /api/app/leave, …/approvals, …/preview, …/backups and the changes): the server's
// store builds them, the screens parse them. Dates are YYYY-MM-DD, times ISO strings.

/** A leave application as the history and the approvals list show it. */
export const LeaveRowSchema = v.object({
  id: v.number(),
  userId: v.number(),
  applicant: v.string(),
  leaveTypeId: v.number(),
  code: v.string(),
  typeName: v.string(),
  academicYearId: v.number(),
  fromDate: v.string(),
  toDate: v.string(),
  fromHalf: v.picklist(START_HALVES),
  toHalf: v.picklist(END_HALVES),
  halfDays: v.number(),
  reason: v.string(),
  /** The attachment's public file id (GET /api/app/files/{id}: `fileUrl`), or null. */
  attachmentFileId: v.nullable(v.string()),
  route: v.picklist(LEAVE_ROUTES),
  department: v.nullable(v.string()),
  status: v.picklist(LEAVE_STATUSES),
  decidedBy: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  remark: v.string(),
  createdAt: v.string(),
});
export type LeaveRow = v.InferOutput<typeof LeaveRowSchema>;

/** A class of the applicant's timetable on a day of their leave, and who covers it that day, if anyone. */
export const LeaveClassSchema = v.object({
  date: v.string(),
  timetableId: v.number(),
  slotId: v.number(),
  periods: v.string(),
  sectionLabel: v.string(),
  subjectCode: v.string(),
  substitute: v.nullable(v.string()),
});
export type LeaveClass = v.InferOutput<typeof LeaveClassSchema>;

/** GET /api/app/leave: the applicant's leave types, balances of this academic year and history. */
export const MyLeaveSchema = v.object({
  today: v.string(),
  academicYear: v.nullable(v.string()),
  staffCategory: v.picklist(['teaching', 'non-teaching']),
  route: v.picklist(LEAVE_ROUTES),
  department: v.nullable(v.string()),
  types: v.array(
    v.object({
      id: v.number(),
      code: v.string(),
      name: v.string(),
      halfDaysAllowed: v.boolean(),
      needsAttachment: v.boolean(),
    }),
  ),
  balances: v.array(LeaveBalanceSchema),
  history: v.array(v.object({ ...LeaveRowSchema.entries, cancellable: v.boolean() })),
});
export type MyLeave = v.InferOutput<typeof MyLeaveSchema>;

/** GET /api/app/leave/preview: what an application would take, why it would be refused, the classes it misses. */
export const LeavePreviewAnswerSchema = v.object({
  halfDays: v.number(),
  balance: v.nullable(LeaveBalanceSchema),
  refusal: v.nullable(v.string()),
  classes: v.array(LeaveClassSchema),
});
export type LeavePreview = v.InferOutput<typeof LeavePreviewAnswerSchema>;

/** GET /api/app/leave/backups: the HoD's backup approvers and the staff they may name. */
export const BackupsSchema = v.object({
  department: v.nullable(v.string()),
  rows: v.array(v.object({ id: v.number(), backupName: v.string(), fromDate: v.string(), toDate: v.string() })),
  staff: v.array(v.object({ value: v.number(), label: v.string() })),
});
export type Backups = v.InferOutput<typeof BackupsSchema>;

/** GET /api/app/leave/approvals: the leave waiting for the user's decision, and the departments they stand in for. */
export const ApprovalsSchema = v.object({
  today: v.string(),
  pending: v.array(v.object({ ...LeaveRowSchema.entries, classes: v.array(LeaveClassSchema) })),
  backupFor: v.array(v.object({ id: v.number(), department: v.string(), fromDate: v.string(), toDate: v.string() })),
});
export type Approvals = v.InferOutput<typeof ApprovalsSchema>;

/** A change to leave (apply, cancel, decide, name or remove a backup): what was done. */
export const LeaveChangedSchema = v.object({ message: v.string() });

/** Apply (201), cancel or decide: what was done and the application as it is now. */
export const LeaveRowChangedSchema = v.object({ message: v.string(), row: LeaveRowSchema });

/** POST /api/app/leave/backups (201): the backup approver named, and the naming's id. */
export const BackupNamedSchema = v.object({ message: v.string(), id: v.number() });

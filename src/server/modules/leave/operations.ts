import { UncoveredClassesSchema } from '../../../domain/dashboards/uncovered-classes';
import {
  ApprovalsSchema,
  BackupNamedSchema,
  BackupsSchema,
  LeaveChangedSchema,
  LeavePreviewAnswerSchema,
  LeaveRowChangedSchema,
  MyLeaveSchema,
} from '../../../domain/leave/leave-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The staff leave calls as GET /api/docs describes them. */
export const leaveOperations = {
  'GET /api/app/leave': {
    summary: "The applicant's leave types, balances of this academic year and leave history",
    answer: MyLeaveSchema,
  },
  'GET /api/app/leave/preview': {
    summary: 'What an application would take, why it would be refused, and the classes it would miss',
    answer: LeavePreviewAnswerSchema,
  },
  'POST /api/app/leave': {
    summary: 'Apply for leave (multipart: `leave` JSON and an optional `attachment`); mails the approvers',
    answer: LeaveRowChangedSchema,
    status: 201,
  },
  'POST /api/app/leave/:id/cancel': {
    summary: "Cancel one's own leave application while it may still be cancelled",
    answer: LeaveRowChangedSchema,
  },
  'GET /api/app/leave/approvals': {
    summary:
      "The leave waiting for the user's decision, with the classes it misses, and the departments they stand in for",
    answer: ApprovalsSchema,
  },
  'POST /api/app/leave/:id/decision': {
    summary: 'Approve or reject a pending leave application, with a remark',
    answer: LeaveRowChangedSchema,
  },
  'GET /api/app/leave/backups': {
    summary: "The HoD's department, the backup approvers they named and the staff they may name",
    answer: BackupsSchema,
  },
  'POST /api/app/leave/backups': {
    summary: 'Name a member of the department as backup approver for a span of days (HoD)',
    answer: BackupNamedSchema,
    status: 201,
  },
  'DELETE /api/app/leave/backups/:id': {
    summary: 'Remove a backup approver the HoD named',
    answer: LeaveChangedSchema,
  },
  'GET /api/app/leave/uncovered': {
    summary:
      "Today's classes whose teacher is on approved leave with no substitute: a HoD's department, or the college",
    answer: UncoveredClassesSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

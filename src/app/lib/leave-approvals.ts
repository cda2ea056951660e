import { queryOptions } from '@tanstack/react-query';
import type { EndHalf, LeaveStatus, StartHalf } from '../../domain/leave/leave-rules';
import { appApi } from './http';

/** A class of the applicant in the dates of their leave, and who covers it that date (GET /api/app/leave/…). */
export interface LeaveClass {
  date: string;
  timetableId: number;
  slotId: number;
  periods: string;
  sectionLabel: string;
  subjectCode: string;
  substitute: string | null;
}

/** A leave application as the history and the approvals show it. */
export interface LeaveRow {
  id: number;
  userId: number;
  applicant: string;
  leaveTypeId: number;
  code: string;
  typeName: string;
  fromDate: string;
  toDate: string;
  fromHalf: StartHalf;
  toHalf: EndHalf;
  halfDays: number;
  reason: string;
  attachmentFileId: number | null;
  status: LeaveStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  remark: string;
  createdAt: string;
}

export interface Approvals {
  today: string;
  pending: (LeaveRow & { classes: LeaveClass[] })[];
  backupFor: { id: number; department: string; fromDate: string; toDate: string }[];
}

export const leaveApprovalsKey = ['leave', 'approvals'] as const;

/**
 * The leave waiting for the signed-in user's decision (GET /api/app/leave/approvals): read by Leave approvals and
 * the dashboards' pending-leave card, so it sits here rather than in either feature. Live only: a decision needs
 * the server, and what waits changes with every application.
 */
export const leaveApprovalsQuery = () =>
  queryOptions({
    queryKey: leaveApprovalsKey,
    queryFn: () => appApi.get('leave/approvals').json<Approvals>(),
    staleTime: 30_000,
  });

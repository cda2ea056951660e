import { queryOptions } from '@tanstack/react-query';
import type { LeaveClass, LeaveRow } from '../../domain/leave/leave-answers';
import { appApi } from './http';

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

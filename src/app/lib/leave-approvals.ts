import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApprovalsSchema } from '../../domain/leave/leave-answers';
import { appApi } from './http';

export const leaveApprovalsKey = ['leave', 'approvals'] as const;

/**
 * The leave waiting for the signed-in user's decision (GET /api/app/leave/approvals): read by Leave approvals and
 * the dashboards' pending-leave card, so it sits here rather than in either feature. Live only: a decision needs
 * the server, and what waits changes with every application.
 */
export const leaveApprovalsQuery = () =>
  queryOptions({
    queryKey: leaveApprovalsKey,
    queryFn: async () => v.parse(ApprovalsSchema, await appApi.get('leave/approvals').json()),
    staleTime: 30_000,
  });

import { queryOptions } from '@tanstack/react-query';
import type { DashboardData } from '../../../domain/dashboards/dashboard-data';
import * as v from 'valibot';
import { SetupChecklistSchema } from '../../../domain/setup/setup-checklist';
import { appApi } from '../../lib/http';

export const dashboardsKeys = {
  all: ['private', 'dashboards'] as const,
  dashboard: (role: string | null) => [...dashboardsKeys.all, role ?? 'first'] as const,
  setupChecklist: () => [...dashboardsKeys.all, 'setupChecklist'] as const,
};

export const dashboardsQueries = {
  /** GET {app}/getDashboard: the counters and own card of one role's dashboard (the first role's when null). */
  dashboard: (role: string | null) =>
    queryOptions({
      queryKey: dashboardsKeys.dashboard(role),
      queryFn: () => appApi.get('getDashboard', { searchParams: role ? { role } : {} }).json<DashboardData>(),
      staleTime: 30_000,
    }),
  /** GET {app}/setupChecklist: each set-up step of a fresh college: done, waiting or to do (administrators). */
  setupChecklist: () =>
    queryOptions({
      queryKey: dashboardsKeys.setupChecklist(),
      queryFn: async () => v.parse(SetupChecklistSchema, await appApi.get('setupChecklist').json()),
      // Each list screen's save changes it: read again whenever the dashboard opens.
      staleTime: 0,
    }),
};

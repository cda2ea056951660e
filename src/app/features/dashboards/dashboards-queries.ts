import { queryOptions } from '@tanstack/react-query';
import { appApi } from '../../lib/http';
import { parsedAnswer } from '../../lib/parsed-answer';

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
      queryFn: () =>
        parsedAnswer(
          import('../../../domain/dashboards/dashboard-data').then((m) => m.DashboardDataSchema),
          appApi.get('getDashboard', { searchParams: role ? { role } : {} }).json(),
        ),
      staleTime: 30_000,
    }),
  /** GET {app}/setupChecklist: each set-up step of a fresh college: done, waiting or to do (administrators). */
  setupChecklist: () =>
    queryOptions({
      queryKey: dashboardsKeys.setupChecklist(),
      queryFn: () =>
        parsedAnswer(
          import('../../../domain/setup/setup-checklist').then((m) => m.SetupChecklistSchema),
          appApi.get('setupChecklist').json(),
        ),
      // Each list screen's save changes it: read again whenever the dashboard opens.
      staleTime: 0,
    }),
};

import { queryOptions } from '@tanstack/react-query';
import type { DashboardData } from '../../../domain/dashboards/dashboard-data';
import { appApi } from '../../lib/http';

export const dashboardsKeys = {
  all: ['private', 'dashboards'] as const,
  dashboard: (role: string | null) => [...dashboardsKeys.all, role ?? 'first'] as const,
};

export const dashboardsQueries = {
  /** GET {app}/getDashboard: the counters and own card of one role's dashboard (the first role's when null). */
  dashboard: (role: string | null) =>
    queryOptions({
      queryKey: dashboardsKeys.dashboard(role),
      queryFn: () => appApi.get('getDashboard', { searchParams: role ? { role } : {} }).json<DashboardData>(),
      staleTime: 30_000,
    }),
};

import { queryOptions } from '@tanstack/react-query';
import type { DashboardData, NotificationItem } from '../../../domain/dashboards/dashboard-data';
import { appApi } from '../../lib/http';

/** Personal data: kept in memory only, never in the persisted cache (see main.tsx). */
const PRIVATE = { persist: false } as const;

export const dashboardQuery = (role: string | null) =>
  queryOptions({
    queryKey: ['private', 'dashboard', role ?? 'first'] as const,
    queryFn: () => appApi.get('getDashboard', { searchParams: role ? { role } : {} }).json<DashboardData>(),
    staleTime: 30_000,
    meta: PRIVATE,
  });

export const notificationsQuery = () =>
  queryOptions({
    queryKey: ['private', 'notifications'] as const,
    queryFn: async () => (await appApi.get('getNotifications').json<{ items: NotificationItem[] }>()).items,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    meta: PRIVATE,
  });

/** §3 Logo response: Logo and Banner as base64 (SVG or PNG), either may be missing. */
export const logoQuery = () =>
  queryOptions({
    queryKey: ['home', 'logo'] as const,
    queryFn: () => appApi.get('getLogoDataForHeaders').json<{ Logo: string | null; Banner: string | null }>(),
    staleTime: 60 * 60_000,
  });

/** base64 from the server as an image address: SVG when it starts like one, else PNG. */
export function imageSource(base64: string): string {
  const type = atob(base64.slice(0, 24)).trimStart().startsWith('<') ? 'image/svg+xml' : 'image/png';
  return `data:${type};base64,${base64}`;
}

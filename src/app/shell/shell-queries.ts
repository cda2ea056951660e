import { queryOptions } from '@tanstack/react-query';
import type { DashboardData, NotificationItem } from '../../domain/dashboards/dashboard-data';
import { appApi } from '../lib/http';

export const shellKeys = {
  menuBadges: () => ['private', 'shell', 'menu-badges'] as const,
  notifications: () => ['private', 'shell', 'notifications'] as const,
  logo: () => ['home', 'logo'] as const,
};

export const shellQueries = {
  /** The counts shown as badges on the menu links, from the caller's dashboard data (getDashboard, first role). */
  menuBadges: () =>
    queryOptions({
      queryKey: shellKeys.menuBadges(),
      queryFn: async () => (await appApi.get('getDashboard').json<DashboardData>()).badges,
      staleTime: 30_000,
    }),
  notifications: () =>
    queryOptions({
      queryKey: shellKeys.notifications(),
      queryFn: async () => (await appApi.get('getNotifications').json<{ items: NotificationItem[] }>()).items,
      staleTime: 60_000,
      refetchInterval: 5 * 60_000,
    }),
  /** §3 Logo response: Logo and Banner as base64 (SVG, PNG, JPEG or WebP), either may be missing. */
  logo: () =>
    queryOptions({
      queryKey: shellKeys.logo(),
      queryFn: () => appApi.get('getLogoDataForHeaders').json<{ Logo: string | null; Banner: string | null }>(),
      staleTime: 60 * 60_000,
    }),
};

/** base64 from the server as an image address, its type by its first bytes: SVG, PNG, JPEG or WebP. */
export function imageSource(base64: string): string {
  const head = atob(base64.slice(0, 24));
  const type = head.trimStart().startsWith('<')
    ? 'image/svg+xml'
    : head.startsWith('\xff\xd8')
      ? 'image/jpeg'
      : head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP'
        ? 'image/webp'
        : 'image/png';
  return `data:${type};base64,${base64}`;
}

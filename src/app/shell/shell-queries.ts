import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { appApi } from '../lib/http';
import { parsedAnswer } from '../lib/parsed-answer';

/** Loaded with the first answer, not with the signed-in frame every screen loads. */
const dashboardAnswers = () => import('../../domain/dashboards/dashboard-data');

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
      queryFn: async () =>
        (
          await parsedAnswer(
            dashboardAnswers().then((m) => v.object({ badges: m.DashboardDataSchema.entries.badges })),
            appApi.get('getDashboard').json(),
          )
        ).badges,
      staleTime: 30_000,
    }),
  notifications: () =>
    queryOptions({
      queryKey: shellKeys.notifications(),
      queryFn: async () =>
        (
          await parsedAnswer(
            dashboardAnswers().then((m) => v.object({ items: v.array(m.NotificationItemSchema) })),
            appApi.get('getNotifications').json(),
          )
        ).items,
      staleTime: 60_000,
      refetchInterval: 5 * 60_000,
    }),
  /** §3 Logo response: Logo and Banner as base64 (SVG, PNG, JPEG or WebP), either may be missing. */
  logo: () =>
    queryOptions({
      queryKey: shellKeys.logo(),
      queryFn: () =>
        parsedAnswer(
          import('../../domain/home/header-images').then((m) => m.HeaderImagesSchema),
          appApi.get('getLogoDataForHeaders').json(),
        ),
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

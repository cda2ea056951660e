import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import { DashboardQuerySchema } from '../../../domain/dashboards/schemas';
import { RESULT_MESSAGES } from '../../../domain/results/messages';
import type { NotificationItem } from '../../../domain/dashboards/dashboard-data';
import type { AppEnv, SessionUser } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { DashboardsStore } from './dashboards-store';

/** Role dashboards (§2 landing routes) and the header's notification menu, for the signed-in caller. */
export function dashboardRoutes(
  dashboards: DashboardsStore,
  /** Notifications other modules add (leave waiting for the user's decision). */
  more: (user: SessionUser) => Promise<NotificationItem[]> = async () => [],
) {
  return new Hono<AppEnv>()
    .get('/getDashboard', validate('query', DashboardQuerySchema), async (c) => {
      const data = await dashboards.dashboard(c.get('user')!, c.req.valid('query').role);
      c.header('Cache-Control', 'private, no-store');
      return data ? c.json(data) : c.json({ message: AUTH_MESSAGES.forbidden }, 403);
    })
    .get('/getOwnResults', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const own = await dashboards.ownResults(c.get('user')!);
      return own ? c.json(own) : c.json({ message: RESULT_MESSAGES.noOwnRecord }, 404);
    })
    .get('/getNotifications', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const user = c.get('user')!;
      const [own, extra] = await Promise.all([dashboards.notifications(user), more(user)]);
      return c.json({ items: [...extra, ...own] });
    });
}

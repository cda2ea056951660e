import { Hono } from 'hono';
import { MaintenanceUpdateSchema } from '../../../domain/maintenance/schemas';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { AppEnv } from '../../auth/session-user';
import type { Logger } from '../../http/logger';
import { validate } from '../../http/validate';
import type { MaintenanceService } from './service';

/** GET {app}/getMaintenanceStatus (anyone, also during maintenance) and PUT {app}/maintenance (administrators). */
export function maintenanceRoutes(maintenance: MaintenanceService, logger: Logger) {
  return new Hono<AppEnv>()
    .get('/getMaintenanceStatus', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await maintenance.current());
    })
    .put('/maintenance', validate('json', MaintenanceUpdateSchema), async (c) => {
      const user = c.get('user');
      if (!user) return c.json({ message: AUTH_MESSAGES.sessionRequired }, 401); // the permission table already asks for one
      const status = await maintenance.set(c.req.valid('json'), user.username);
      // Who by user id and role only: user names can be e-mail addresses or roll numbers.
      logger.info(
        { event: 'maintenance', enabled: status.maintenance, byUserId: user.id, byRoles: user.roles },
        `maintenance mode switched ${status.maintenance ? 'on' : 'off'}`,
      );
      c.header('Cache-Control', 'no-store');
      return c.json(status);
    });
}

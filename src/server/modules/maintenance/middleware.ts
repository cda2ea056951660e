import type { Context, MiddlewareHandler } from 'hono';
import { MAINTENANCE_ROLES, hasAnyRole } from '../../../domain/auth/access';
import {
  maintenanceNotice,
  type MaintenanceRefusal,
  type MaintenanceStatus,
} from '../../../domain/maintenance/schemas';
import type { AppEnv } from '../../auth/session-user';
import type { MaintenanceService } from './service';

/**
 * Calls that keep working for everyone while maintenance is on: the status itself, and signing in and
 * out (an administrator must be able to sign in; anyone else is refused on their next call).
 * Paths are as the API app sees them, under /api.
 */
const ALWAYS_OPEN = new Set([
  'GET /api/app/getMaintenanceStatus',
  'POST /api/auth/signin',
  'POST /api/auth/logout',
  'GET /api/auth/me',
]);

const RETRY_AFTER_DEFAULT_S = 120;
const RETRY_AFTER_MAX_S = 3600;

/** Seconds until the expected end (at least 30, at most an hour), or two minutes when none was given. */
function retryAfterSeconds(until: string | null, now = Date.now()): number {
  const end = until ? Date.parse(until) : Number.NaN;
  if (!Number.isFinite(end) || end <= now) return RETRY_AFTER_DEFAULT_S;
  return Math.min(RETRY_AFTER_MAX_S, Math.max(30, Math.ceil((end - now) / 1000)));
}

function refuse(c: Context<AppEnv>, status: MaintenanceStatus) {
  const body: MaintenanceRefusal = {
    message: maintenanceNotice(status.message),
    maintenance: true,
    until: status.until,
  };
  c.header('Retry-After', String(retryAfterSeconds(status.until)));
  c.header('Cache-Control', 'no-store');
  return c.json(body, 503);
}

/**
 * While maintenance is on, answers 503 to every call of a caller who is not an administrator. Runs after
 * authorize(), which has put the session's user on the context. Costs no database query while the
 * service's copy is fresh (see service.ts).
 */
export function maintenanceGate(maintenance: MaintenanceService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const status = maintenance.fresh() ?? (await maintenance.current());
    if (!status.maintenance) return next();
    if (ALWAYS_OPEN.has(`${c.req.method} ${c.req.path}`)) return next();
    if (hasAnyRole(c.get('user')?.roles ?? [], MAINTENANCE_ROLES)) return next();
    return refuse(c, status);
  };
}

import type { MiddlewareHandler } from 'hono';
import { PASSWORD_CONFIRMATION_STATUS } from '../../domain/auth/password-confirmation';
import type { Clock } from '../http/attempt-store';
import { handlerKey } from './authorize';
import type { AppEnv } from './session-user';
import { SESSION_MESSAGES } from '../../domain/auth/session-messages';

/**
 * Changes to money and to personal data, by permission key: someone who finds a signed-in device left open
 * cannot make them without the password. Listed here, like the permission table, so no module forgets it.
 */
export const RECENT_PASSWORD_ROUTES: ReadonlySet<string> = new Set([
  // Money: refunds and the gateway's keys.
  'POST /api/app/recordFeeRefund',
  'POST /api/app/savePaymentGatewayKeyMaintenance',
  'PUT /api/app/updatePaymentGatewayKeyMaintenance',
  'DELETE /api/app/deletPaymentGatewayKeyMaintenance',
  // Personal data: the admission record (Aadhaar), an alumnus's or a parent's own profile, the password.
  'POST /api/app/saveApplicationFormData',
  'PUT /api/app/alumni/me',
  'PUT /api/app/parent/profile',
  'POST /api/auth/resetUserPasswords',
]);

/**
 * After authorize(): a listed change needs a password typed within the session's idle time (the sign-in, or
 * POST /api/auth/confirm-password). Otherwise 428 with `passwordConfirmation: true`; the app asks and retries.
 */
export function recentPassword(
  clock: Clock,
  routes: ReadonlySet<string> = RECENT_PASSWORD_ROUTES,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = handlerKey(c);
    const session = c.get('session');
    if (!key || !routes.has(key) || !session) return next();
    if (clock().getTime() - session.passwordAt.getTime() <= session.idleMs) return next();
    return c.json(
      { message: SESSION_MESSAGES.confirmPasswordNeeded, passwordConfirmation: true },
      PASSWORD_CONFIRMATION_STATUS,
    );
  };
}

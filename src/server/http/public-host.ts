import type { MiddlewareHandler } from 'hono';
import { REQUEST_MESSAGES } from '../../domain/messages/request-messages';

/** Host names compare without a port and case: a proxy may add `:443`, and DNS rebinding changes the name. */
const hostnameOf = (host: string) => {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * In production only PUBLIC_URL's host is served: a page on another name that a rebinding DNS points at the campus
 * address would otherwise call the API as a same-origin page (spending that address's limits, reading public
 * answers). Any other Host is 421 Misdirected Request, which says this server does not answer for that name; the
 * health check stays open to load balancers, which call it by address.
 */
export function publicHostOnly(publicUrl: string, production: boolean): MiddlewareHandler {
  const expected = new URL(publicUrl).hostname.toLowerCase();
  return async (c, next) => {
    if (!production || c.req.path === '/api/health') return next();
    const host = hostnameOf(c.req.header('host') ?? new URL(c.req.url).host);
    if (host !== expected) return c.json({ message: REQUEST_MESSAGES.wrongHost }, 421);
    return next();
  };
}

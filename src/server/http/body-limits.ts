import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';

const DECLARED = Symbol('declared body limit');
type Declared = MiddlewareHandler & { [DECLARED]?: number };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 104857.6) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/**
 * A route's own body limit, declared where the route is registered (`.post('/x', routeBodyLimit(20 * MB), …)`).
 * It is enforced by bodyLimits() before anything reads the body (idempotency hashes it, handlers parse it),
 * so no route ever reads more than its declared limit.
 */
export function routeBodyLimit(maxBytes: number): MiddlewareHandler {
  return withBodyLimit((_c, next) => next(), maxBytes);
}

/** Marks a route's middleware (the multipart reader) as declaring the route's body limit. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's middleware, whatever its env
export function withBodyLimit<M extends MiddlewareHandler<any>>(middleware: M, maxBytes: number): M {
  (middleware as Declared)[DECLARED] = maxBytes;
  return middleware;
}

/** The limit declared by the route a request matched, if any. */
function declaredBodyLimit(handlers: readonly unknown[]): number | undefined {
  for (const handler of handlers) {
    const limit = (handler as Declared)[DECLARED];
    if (limit !== undefined) return limit;
  }
  return undefined;
}

/**
 * Body limits per route: every request with a body (not GET/HEAD) may send at most what its route
 * declared with routeBodyLimit(), or `defaultBytes` (JSON calls: small) when it declared nothing.
 * Too large: 413 with the limit in the message, before any of it is parsed.
 */
export function bodyLimits(defaultBytes: number): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiter = (maxSize: number) => {
    let found = limiters.get(maxSize);
    if (!found) {
      found = bodyLimit({
        maxSize,
        onError: (c) => c.json({ message: `The request is too large (limit ${sizeText(maxSize)})` }, 413),
      });
      limiters.set(maxSize, found);
    }
    return found;
  };
  return (c, next) => {
    // Only requests with a body are measured: reading a GET's body would make node-server build a full Request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = declaredBodyLimit(matchedRoutes(c).map((r) => r.handler));
    return limiter(declared ?? defaultBytes)(c, next);
  };
}

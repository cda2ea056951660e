import type { Context, MiddlewareHandler } from 'hono';
import { REQUEST_MESSAGES } from '../../domain/messages/request-messages';

/** Whether a parsed JSON value holds a NUL character in any string or key. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v));
  return false;
}

const refuseNul = (c: Context) => c.json({ message: REQUEST_MESSAGES.nulByte }, 400);

/** Bodies read as text (JSON, forms, text); multipart is checked by its reader (text fields only, files are bytes). */
const TEXT_BODY = /^(application\/(json|[\w.-]+\+json|x-www-form-urlencoded)|text\/)/i;

async function bodyHoldsNul(c: Context): Promise<boolean> {
  const type = c.req.header('content-type') ?? '';
  if (type !== '' && !TEXT_BODY.test(type)) return false;
  // A clone: the handler, the idempotency hash and the body limit read the request as if nothing had.
  const text = await c.req.raw.clone().text();
  if (text.includes('\u0000')) return true;
  if (/%00/.test(text) && /^application\/x-www-form-urlencoded/i.test(type)) return true;
  if (!/\\u0000/i.test(text)) return false;
  try {
    return holdsNul(JSON.parse(text));
  } catch {
    return false; // not JSON: the handler answers its own 400
  }
}

/**
 * A NUL character is no part of any value this server accepts, and PostgreSQL refuses it in text (a 500 whose
 * error quoted the query's parameters). So a NUL in the path or the query string (%00) of any address is a
 * 400 before any handler (refuseNulInUrl), and so is one in a text body of an API call: a JSON string or key,
 * a form field (refuseNulInBody, after the body limit).
 */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => (/%00/.test(c.req.url) ? refuseNul(c) : next());

export const refuseNulInBody: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && (await bodyHoldsNul(c))) return refuseNul(c);
  return next();
};

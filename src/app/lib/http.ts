import ky, { HTTPError, type AfterResponseHook } from 'ky';
import { apiBases } from './config';
import { API_RETRY, addIdempotencyKey } from './idempotency-key';
import { confirmPasswordAndRetry } from './password-confirmation';
import { serverRenderRequest } from './session';

/** One ky instance per service; the base address is read once per page load (Developer Options reloads). */
const bases = apiBases();
// Rendering a page on the server (src/app/ssr) imports this module too: its calls go to the server's own API.
const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;

const send: typeof fetch = (input, init) => (serverRenderRequest()?.fetch ?? fetch)(input, init);

const MAINTENANCE_PAGE = '/maintenance';

/** A 503 saying maintenance is on opens the maintenance page, which comes back here once it is over. */
const toMaintenancePage: AfterResponseHook = async (_request, _options, response) => {
  if (response.status !== 503 || location.pathname === MAINTENANCE_PAGE) return;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (body && typeof body === 'object' && 'maintenance' in body && body.maintenance === true) {
    location.assign(`${MAINTENANCE_PAGE}?from=${encodeURIComponent(location.pathname + location.search)}`);
  }
};
const hooks = { beforeRequest: [addIdempotencyKey], afterResponse: [toMaintenancePage, confirmPasswordAndRetry(send)] };

/** The client of one service at its base address: the same timeout, retries, hooks and fetch for each. */
const serviceApi = (base: string) =>
  ky.create({ prefixUrl: new URL(base, origin).href, timeout: 20_000, retry: API_RETRY, hooks, fetch: send });

export const appApi = serviceApi(bases.app);
export const authApi = serviceApi(bases.auth);
export const fdbApi = serviceApi(bases.fdb);

/** True when the request never reached a server: offline, DNS, refused, timed out. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  if (error instanceof HTTPError) return false;
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

/** The status of an error response, or null when the request got none (offline, refused, timed out). */
export function failureStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

/** The server's `{ message }` of an error response, if it sent one. */
export async function serverMessage(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError)) return null;
  try {
    const body: unknown = await error.response.clone().json();
    return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : null;
  } catch {
    return null;
  }
}

/** The server's message, else the error's own (§8 login failure), else a plain fallback. */
export async function failureMessage(
  error: unknown,
  fallback = /*i18n*/ 'Something went wrong. Please try again.',
): Promise<string> {
  const fromServer = await serverMessage(error);
  if (fromServer) return fromServer;
  if (isNetworkFailure(error))
    return /*i18n*/ 'You are offline or the server cannot be reached. This needs a connection; please try again when you are online.';
  if (error instanceof HTTPError) return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

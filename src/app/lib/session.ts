import type { I18n } from '@lingui/core';
import { ERP_USER_COOKIE, parseErpUserCookie, type ErpUser } from '../../domain/auth/erp-user';

export type { ErpUser };

/**
 * The one seam between the app's code and the server's rendering of a page (src/app/ssr/render-page.tsx): while a
 * page is rendered on the server, the cookie reader below and the HTTP client (http.ts) read the request it
 * is rendered for, so the routes' guards, loaders and query functions run on the server unchanged. In the browser
 * there is never such a request.
 */
export interface ServerRenderRequest {
  /** The raw value of the erpUser cookie, or null for a visitor. */
  erpUser: string | null;
  /** Sends a request of the app's HTTP client to the server's own API, in-process, as this page's request. */
  fetch: typeof fetch;
  /** The words of the page's language (every catalogue), chosen by the request's cookie or Accept-Language. */
  i18n: I18n;
}

let requestBeingRendered: () => ServerRenderRequest | undefined = () => undefined;

/** Set once by the server's renderer, which keeps one request per async context. Answers how to put back the one before. */
export function readServerRenderRequestFrom(current: () => ServerRenderRequest | undefined): () => void {
  const before = requestBeingRendered;
  requestBeingRendered = current;
  return () => void (requestBeingRendered = before);
}

/** The request the server is rendering a page for, or undefined (always, in the browser). */
export const serverRenderRequest = (): ServerRenderRequest | undefined => requestBeingRendered();

function readCookie(name: string): string | null {
  // Rendered on the server: the cookie of the request the page is rendered for.
  if (typeof document === 'undefined')
    return name === ERP_USER_COOKIE ? (serverRenderRequest()?.erpUser ?? null) : null;
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry ? entry.slice(name.length + 1) : null;
}

/** The cookie last parsed and what it gave: screens ask for the user many times per render. */
let parsed: { raw: string; user: ErpUser | null } | null = null;

/** The current user when the erpUser cookie exists and parses (§5 route access), else null. */
export function currentUser(): ErpUser | null {
  const raw = readCookie(ERP_USER_COOKIE);
  if (!raw) return null;
  if (parsed?.raw !== raw) parsed = { raw, user: parseErpUserCookie(raw) };
  return parsed.user;
}

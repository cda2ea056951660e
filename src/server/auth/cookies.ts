import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ERP_USER_COOKIE, erpUserCookieText } from '../../domain/auth/erp-user';
import { LOCALE_COOKIE, type Locale } from '../../domain/i18n/locales';
import type { Config } from '../config';
import { forwardedProto } from '../http/client-address';
import { erpUserCookieValue, type SessionUser } from './session-user';

/** The session cookie over plain http (development). */
const SESSION_COOKIE = 'erp_session';
/**
 * The session cookie over HTTPS: a browser keeps a __Host- cookie only when it is Secure, for Path=/ and without
 * Domain, so neither a plain-http page nor another host of the domain can set or overwrite it.
 */
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** What decides whether a request is over HTTPS, and so which session cookie it may carry. */
export type CookieSecurity = Pick<Config, 'cookieSecure' | 'trustProxy'>;

/** X-Forwarded-Proto counts only from a trusted proxy (TRUST_PROXY): a client could send it over plain http. */
function secure(c: Context, config: CookieSecurity): boolean {
  if (config.cookieSecure !== 'auto') return config.cookieSecure === '1';
  return new URL(c.req.url).protocol === 'https:' || forwardedProto(c, config.trustProxy) === 'https';
}

/** The HttpOnly session cookie scripts cannot read, and the §3 erpUser cookie the guard and header read. */
export function setSessionCookies(
  c: Context,
  config: Config,
  token: string,
  expiresAt: Date,
  user: SessionUser,
  remember: boolean,
) {
  const isSecure = secure(c, config);
  const common = { path: '/', sameSite: 'Strict', secure: isSecure, expires: expiresAt } as const;
  setCookie(c, isSecure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, { ...common, httpOnly: true });
  setCookie(c, ERP_USER_COOKIE, erpUserCookieText(erpUserCookieValue(user, remember)), { ...common, httpOnly: false });
}

/** How long a device keeps its interface language. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The device's interface language: readable by the app (not HttpOnly), which also sets it before sign-in, and sent
 * on links from other sites (SameSite=Lax) so a page opened from a mail renders in it. It outlives sign-out: it is the
 * device's language, not a secret of the account.
 */
export function setLocaleCookie(c: Context, config: CookieSecurity, language: Locale) {
  setCookie(c, LOCALE_COOKIE, language, {
    path: '/',
    sameSite: 'Lax',
    secure: secure(c, config),
    maxAge: LOCALE_COOKIE_SECONDS,
  });
}

export function clearSessionCookies(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  if (getCookie(c, SECURE_SESSION_COOKIE) !== undefined)
    deleteCookie(c, SECURE_SESSION_COOKIE, { path: '/', secure: true });
  deleteCookie(c, ERP_USER_COOKIE, { path: '/' });
}

/**
 * The session token of the name the request's scheme allows: over HTTPS only __Host-erp_session, which no plain-http
 * page or other host of the domain can have set (a planted erp_session is ignored); over http only erp_session.
 */
export const sessionToken = (c: Context, config: CookieSecurity) =>
  (secure(c, config) ? getCookie(c, SECURE_SESSION_COOKIE) : getCookie(c, SESSION_COOKIE)) ?? null;

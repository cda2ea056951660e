import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ERP_USER_COOKIE, erpUserCookieText } from '../../domain/auth/erp-user';
import type { Config } from '../config';
import { erpUserCookieValue, type SessionUser } from './session-user';

export const SESSION_COOKIE = 'erp_session';

function secure(c: Context, config: Config): boolean {
  if (config.cookieSecure !== 'auto') return config.cookieSecure === '1';
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

/** The HttpOnly session cookie scripts cannot read, and the §3 erpUser cookie the guard and header read. */
export function setSessionCookies(c: Context, config: Config, token: string, expiresAt: Date, user: SessionUser, remember: boolean) {
  const common = { path: '/', sameSite: 'Strict', secure: secure(c, config), expires: expiresAt } as const;
  setCookie(c, SESSION_COOKIE, token, { ...common, httpOnly: true });
  setCookie(c, ERP_USER_COOKIE, erpUserCookieText(erpUserCookieValue(user, remember)), { ...common, httpOnly: false });
}

export function clearSessionCookies(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, ERP_USER_COOKIE, { path: '/' });
}

export const sessionToken = (c: Context) => getCookie(c, SESSION_COOKIE) ?? null;

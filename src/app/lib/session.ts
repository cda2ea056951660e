import { ERP_USER_COOKIE, parseErpUserCookie, type ErpUser } from '../../domain/auth/erp-user';

export type { ErpUser };

/** Where the cookies come from when a page is drawn on the server (src/app/ssr): the request being answered. */
let serverCookies: ((name: string) => string | null) | null = null;

/** Rendering on the server: the request's cookies, read per render (the renderer keeps one request per async context). */
export function readCookiesFrom(reader: (name: string) => string | null): void {
  serverCookies = reader;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return serverCookies?.(name) ?? null; // drawn on the server: the request's cookies
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

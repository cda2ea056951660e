import { ERP_USER_COOKIE, parseErpUserCookie, type ErpUser } from '../../domain/auth/erp-user';

export type { ErpUser };

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null; // rendering a public page on the server: a visitor
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry ? entry.slice(name.length + 1) : null;
}

/** The current user when the erpUser cookie exists and parses (§5 route access), else null. */
export function currentUser(): ErpUser | null {
  const raw = readCookie(ERP_USER_COOKIE);
  return raw ? parseErpUserCookie(raw) : null;
}

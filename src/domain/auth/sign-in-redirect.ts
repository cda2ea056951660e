import * as v from 'valibot';
import { loginModuleForPath } from '../home/module-roles';

/**
 * A `redirect` value is only ever a path of this site: it starts with one slash (not `//host` nor `/\host`,
 * which browsers read as another site), holds no scheme, backslash or control character, and is not a
 * sign-in page itself. Anything else is dropped, so a link cannot send someone elsewhere after sign-in.
 */
/** A backslash or a control character (C0 or DEL): never part of a path we send anyone to. */
const hasUnsafeCharacter = (text: string) =>
  [...text].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(value.split(/[?#]/)[0]!);
  } catch {
    return undefined;
  }
  if (path.startsWith('//') || hasUnsafeCharacter(path) || /^\/login\//i.test(path)) return undefined;
  return value;
}

/** Search of /login/{module}: where to go back to after signing in. */
export const SignInSearchSchema = v.object({
  redirect: v.pipe(v.optional(v.unknown()), v.transform(sameOriginPath)),
});

/** The sign-in page for a guarded page a signed-out visitor opened, returning there afterwards. */
export function signInHrefFor(href: string): string {
  const safe = sameOriginPath(href);
  let pathname = '/';
  try {
    pathname = decodeURI((safe ?? '/').split(/[?#]/)[0]!);
  } catch {
    // undecodable: sign in to the default module
  }
  const login = `/login/${encodeURIComponent(loginModuleForPath(pathname))}`;
  return safe ? `${login}?redirect=${encodeURIComponent(safe)}` : login;
}

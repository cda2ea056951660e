import { chromium } from 'playwright-core';

/** A cookie as the browser is given it: on the bench server's host, for every path. */
export interface BenchCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
}

/** The demo password of every demo login (README, Demo logins). */
export const DEMO_PASSWORD = 'Campus@2026';

/** The interface languages a page is measured in: the `lang` cookie the language menu sets. */
export const LOCALE_COOKIE_NAME = 'lang';

/** Signs a demo user in through the API, as the login page does, and answers the session cookies it set. */
export async function sessionCookies(
  baseUrl: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<BenchCookie[]> {
  const res = await fetch(`${baseUrl}/api/auth/signin?module=Admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, module: 'Admin' }),
  });
  if (!res.ok) throw new Error(`Signing ${username} in for the bench failed: ${res.status}`);
  const { hostname } = new URL(baseUrl);
  return res.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const [name, ...value] = pair!.split('=');
    return { name: name!, value: value.join('='), domain: hostname, path: '/' };
  });
}

/** The `lang` cookie of an interface language, on the bench server's host. */
export const localeCookie = (baseUrl: string, locale: string): BenchCookie => ({
  name: LOCALE_COOKIE_NAME,
  value: locale,
  domain: new URL(baseUrl).hostname,
  path: '/',
});

/** The Cookie request header carrying `cookies`, for a request made outside the browser. */
export const cookieHeader = (cookies: readonly BenchCookie[]): string =>
  cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/**
 * Gives the Chromium on `port` exactly these cookies (its earlier ones removed): Lighthouse keeps cookies between
 * runs (it clears caches, service workers and the origin's stores), so a signed-in page stays signed in and a
 * language stays chosen for all of its runs.
 */
export async function setBrowserCookies(port: number, cookies: readonly BenchCookie[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    await context.clearCookies();
    if (cookies.length) await context.addCookies([...cookies]);
  } finally {
    await browser.close();
  }
}

import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Logger } from 'pino';
import { ERP_USER_COOKIE } from '../../domain/auth/erp-user';
import { KIOSK_QUERY_FLAG } from '../../domain/kiosk/query-flag';
import type { ApiGet } from '../../domain/ssr/rendered-page';
import type { PageRenderer } from './page-renderer';
import type { RenderPage } from './static-app';

/** A page whose data is slower than this goes out as the plain shell: the browser then fetches as usual. */
const RENDER_TIMEOUT_MS = 1500;

/**
 * Public pages rendered for visitors (no erpUser cookie: a signed-in user's screens are theirs, drawn by the app).
 * A kiosk's first address (?kiosk=1) is left to the app, which turns kiosk mode on. The page's data comes from the app's own API, in-process, as this request: same client address (the results
 * limits apply as to the browser's own calls), same headers, same answers.
 */
export function publicPageRendering(app: Hono, renderer: PageRenderer, logger: Logger): RenderPage {
  return async (c: Context) => {
    if (getCookie(c, ERP_USER_COOKIE)) return null;
    // ?kiosk= is read by the app on the page it opens (src/app/lib/kiosk.ts): that page is drawn by the app alone.
    if (c.req.query(KIOSK_QUERY_FLAG) !== undefined) return null;
    const api: ApiGet = async (path, params = {}) => {
      const query = new URLSearchParams(params).toString();
      const headers = new Headers({ accept: 'application/json' });
      for (const name of ['x-forwarded-for', 'x-forwarded-proto', 'user-agent', 'accept-language']) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      const res = await app.request(`/api/app/${path}${query ? `?${query}` : ''}`, { headers }, c.env);
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return res.json();
    };
    const url = new URL(c.req.url);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS)));
    try {
      return await Promise.race([renderer.renderPublicPage(url.pathname + url.search, api), timeout]);
    } catch (err) {
      logger.warn({ err: { message: (err as Error).message }, path: url.pathname }, 'rendering a public page failed; the plain shell was sent');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

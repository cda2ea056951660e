import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Logger } from 'pino';
import { ERP_USER_COOKIE } from '../../domain/auth/erp-user';
import { KIOSK_QUERY_FLAG } from '../../domain/kiosk/query-flag';
import type { ApiAnswer, ApiCall, RenderedPage } from '../../domain/ssr/rendered-page';
import { errorForLog } from './error-for-log';
import { requestLocale } from './request-locale';
import type { PageRenderer } from './load-page-renderer';
import type { RenderPage } from './static-app';

/** A page whose data is slower than this goes out as the plain shell: the browser then fetches as usual. */
const RENDER_TIMEOUT_MS = 1500;

/**
 * Request headers an in-process API call carries over from the page's request: limits and logs see the same client,
 * and a page another site embeds (an <img> or <iframe> of a results address) is refused its data as the API call would be.
 */
const FORWARDED = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'user-agent',
  'accept-language',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
];

/**
 * Renders the page a request asks for with the built renderer (load-page-renderer.ts), or answers null for the plain
 * shell. A visitor (no erpUser cookie) gets the public pages; a signed-in user their dashboard and first forms. The
 * routes' calls go to the app's own API, in-process, as this request: the same client address (the results limits
 * apply as to the browser's own calls), the same cookies (the API decides what the user may see), the same answers.
 * Rendering only reads: a call other than a GET of /api/ is refused rather than made on the user's behalf. A kiosk's
 * first address (?kiosk=1) is left to the app, which turns kiosk mode on.
 */
export function renderPageForRequest(app: Hono, renderer: PageRenderer, logger: Logger): RenderPage {
  return async (c: Context) => {
    // ?kiosk= is read by the app on the page it opens (src/app/lib/kiosk.ts): that page is rendered by the app alone.
    if (c.req.query(KIOSK_QUERY_FLAG) !== undefined) return null;
    const url = new URL(c.req.url);
    const send = async (call: ApiCall): Promise<ApiAnswer> => {
      if (call.method !== 'GET' || !call.path.startsWith('/api/')) return { status: 405, headers: [], body: '' };
      const headers = new Headers(call.headers);
      for (const name of FORWARDED) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      headers.set('cookie', c.req.header('cookie') ?? '');
      // At the page's own origin: its scheme decides which session cookie counts, its host is the one served.
      const res = await app.request(new URL(call.path, url.origin).href, { headers }, c.env);
      return { status: res.status, headers: [...res.headers], body: await res.text() };
    };
    const rendering = renderer.renderPage(url.pathname + url.search, {
      erpUser: getCookie(c, ERP_USER_COOKIE) || null,
      locale: requestLocale(c),
      send,
    });
    return withinTime(rendering, url.pathname, logger);
  };
}

/** The rendered page, or null (the plain shell goes out) when rendering failed or took too long. */
async function withinTime(
  rendering: Promise<RenderedPage | null>,
  path: string,
  logger: Logger,
): Promise<RenderedPage | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS)));
  try {
    return await Promise.race([rendering, timeout]);
  } catch (err) {
    logger.warn({ err: errorForLog(err), path }, 'rendering a page failed; the plain shell was sent');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

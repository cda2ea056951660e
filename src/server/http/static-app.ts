import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { getCookie } from 'hono/cookie';
import { ERP_USER_COOKIE } from '../../domain/auth/erp-user';
import { isKnownAppPath, isPublicPagePath } from '../../domain/routes/known-paths';
import type { RenderedPage } from '../../domain/ssr/rendered-page';
import { allowingInlineScript, APP_POLICY, policyHeader } from './content-security-policy';
import { evaluateFirstIn } from './evaluation-steps';
import { withRenderedPage } from './rendered-page-html';
import { inLanguage, requestLocale } from './request-locale';
import { screenPreloadTags, screenStylesheetTags, signedInPreloadTags } from './signed-in-preloads';
import { readManifest, startUpModuleIn } from './vite-manifest';

/** Renders the page on the server for this request (html and its data), or null to send the plain shell. */
export type RenderPage = (c: Context) => Promise<RenderedPage | null>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A page rendered for a signed-in user holds their data: never kept by a shared cache, nor stored at all. */
const PERSONAL = 'private, no-store';
/** A page's language follows the device's choice (a cookie) or the browser's languages: a cache keeps one per each. */
const LANGUAGE_VARIES = 'Cookie, Accept-Language';

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and the service worker revalidated on
 * every load (so a new version is noticed), and every other path answered with the shell — status 200 for
 * a route the app knows, 404 otherwise so the 404 page is real for crawlers and tests (§8). With `renderPage`,
 * a public page, or a signed-in user's dashboard or first form, comes with its content already in the HTML
 * (docs/rendering.md); any failure there sends the plain shell.
 */
export function staticApp(staticDir: string, renderPage?: RenderPage) {
  const app = new Hono();
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    return app.get('*', (c) => c.text('The app is not built yet: run npm run build', 503));
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), staticDir) || '.';
  // A signed-in user's screens load the signed-in frame and Ionic: the shell sent to them asks for both at once.
  const signedInHtml = indexHtml.replace('</head>', () => `${signedInPreloadTags(staticDir)}</head>`);
  // A signed-in screen rendered on the server paints from the HTML: every screen's styles come with it (as stylesheets,
  // not preloads), and the frame's code is asked for once the page has painted (withRenderedPage moves the preloads).
  const signedInRenderedHtml = indexHtml.replace(
    '</head>',
    () => `${screenStylesheetTags(staticDir)}${signedInPreloadTags(staticDir, { styles: false })}</head>`,
  );

  // The app starts on a rendered page once it has painted (src/app/start-after-first-paint.ts, built with the app); React
  // and the router start as scripts of their own then, each evaluated in its own task. Without that module (an older
  // build) every page goes out as the plain shell.
  const startUpModule = startUpModuleIn(readManifest(staticDir));
  const startUpText = startUpModule ? inlineStartUp(staticDir, startUpModule) : undefined;
  const startUp = startUpModule && {
    module: startUpModule,
    inline: startUpText,
    evaluateFirst: evaluateFirstIn(staticDir).map((file) => `/${file}`),
  };
  // A rendered page runs the start-up module written into it: its policy allows that text by its hash, nothing more.
  const renderedPagePolicy =
    startUpText === undefined ? undefined : policyHeader(allowingInlineScript(APP_POLICY, startUpText));
  // A rendered signed-in screen's own code is asked for with the page too (once per screen: the build does not change).
  const screenPreloads = new Map<string, string>();
  const withScreenCode = (html: string, screen: string | undefined) => {
    if (!screen) return html;
    if (!screenPreloads.has(screen)) screenPreloads.set(screen, screenPreloadTags(staticDir, screen));
    return html.replace('</head>', () => `${screenPreloads.get(screen)}</head>`);
  };

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
  });
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) {
      const file = c.req.path;
      c.header('Cache-Control', /\.(png|svg|ico|txt)$/.test(file) ? 'public, max-age=86400' : REVALIDATE);
    }
  });
  if (renderPage && startUp) {
    app.get('*', async (c, next) => {
      const pagePath = safeDecode(c.req.path);
      if (/\.[a-z0-9]+$/i.test(pagePath) || !isKnownAppPath(pagePath)) return next();
      const page = await renderPage(c).catch(() => null);
      if (!page) return next();
      const signedIn = Boolean(getCookie(c, ERP_USER_COOKIE));
      c.header('Cache-Control', signedIn ? PERSONAL : REVALIDATE);
      c.header('Vary', LANGUAGE_VARIES);
      if (renderedPagePolicy) c.header('Content-Security-Policy', renderedPagePolicy);
      return c.html(
        inLanguage(
          withRenderedPage(signedIn ? withScreenCode(signedInRenderedHtml, page.screen) : indexHtml, page, startUp),
          requestLocale(c),
        ),
      );
    });
  }
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', REVALIDATE);
    c.header('Vary', LANGUAGE_VARIES);
    const pagePath = safeDecode(c.req.path);
    const known = isKnownAppPath(pagePath);
    const signedInScreen = known && !isPublicPagePath(pagePath) && Boolean(getCookie(c, ERP_USER_COOKIE));
    return c.html(inLanguage(signedInScreen ? signedInHtml : indexHtml, requestLocale(c)), known ? 200 : 404);
  });
  return app;
}

/**
 * The built start-up module's text, to be written into rendered pages, or undefined to ask for the file instead: when
 * it is missing, or imports another file (a relative import would not resolve from the page), or could end its element.
 */
function inlineStartUp(staticDir: string, module: string): string | undefined {
  const file = path.join(staticDir, module);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8').trim();
  return /<\/script|\bimport\b/i.test(text) ? undefined : text;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

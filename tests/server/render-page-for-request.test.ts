import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { PageRenderer } from '../../src/server/http/load-page-renderer';
import { renderPageForRequest } from '../../src/server/http/render-page-for-request';
import { staticApp } from '../../src/server/http/static-app';

const INDEX_HTML = `<!doctype html>
<html lang="en" class="md">
  <head>
    <title>Campus ERP</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A built app: index.html and the manifest naming the start-up module. */
function builtApp(withStartUpModule = true): string {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'campus-pages-'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(staticDir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-abc.js', isEntry: true },
    ...(withStartUpModule
      ? { 'src/app/start-after-first-paint.ts': { file: 'assets/start-after-first-paint-xyz.js', isEntry: true } }
      : {}),
  };
  writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return staticDir;
}

function site(renderer: PageRenderer, staticDir = builtApp()) {
  const app = new Hono();
  // The API answers with what the request carried: its cookies and the forwarded client address.
  app.get('/api/app/getCollegeProfile', (c) =>
    c.json({ cookie: c.req.header('cookie') ?? null, client: c.req.header('x-forwarded-for') ?? null }),
  );
  app.post('/api/app/getCollegeProfile', (c) => c.json({ wrote: true }));
  app.route('/', staticApp(staticDir, renderPageForRequest(app, renderer, pino({ level: 'silent' }))));
  return app;
}

/**
 * Renders who asked and what the in-process API answered to a GET and to a POST, as the real renderer renders a page
 * from its routes' data; '/' and '/app/Admin' only.
 */
const renderer: PageRenderer = {
  async renderPage(href, { erpUser, send }) {
    if (!['/', '/app/Admin'].includes(href)) return null;
    const read = JSON.parse((await send({ method: 'GET', path: '/api/app/getCollegeProfile', headers: [] })).body) as {
      cookie: string;
      client: string;
    };
    const write = await send({ method: 'POST', path: '/api/app/getCollegeProfile', headers: [] });
    return { html: `<p>${erpUser ?? 'visitor'}|${read.cookie}|${read.client}|POST ${write.status}</p>`, state: '{}' };
  },
};

describe('pages rendered by the server for a request (static app + renderPageForRequest)', () => {
  it("sends a visitor the page rendered from the API's answers as this request (its address), reading only", async () => {
    const res = await site(renderer).request('/', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root"><p>visitor||203.0.113.7|POST 405</p></div>');
  });

  it("sends a signed-in user's screen rendered as that user (their cookies), reading only, and keeps it out of every cache", async () => {
    const res = await site(renderer).request('/app/Admin', {
      headers: { cookie: 'erpUser=abc; erpSession=s1', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toContain(
      '<div id="root"><p>abc|erpUser=abc; erpSession=s1|203.0.113.9|POST 405</p></div>',
    );
  });

  it('sends the plain shell to a kiosk being set up, for pages the renderer leaves, and for unknown paths (404)', async () => {
    expect(await (await site(renderer).request('/?kiosk=1')).text()).toContain('<div id="root"></div>');
    const login = await site(renderer).request('/login/Admin');
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<div id="root"></div>');
    const unknown = await site(renderer).request('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root"></div>');
  });

  it('never renders file requests', async () => {
    const everything: PageRenderer = { renderPage: async () => ({ html: '<p>rendered</p>', state: '{}' }) };
    expect(await (await site(everything).request('/icons/missing.svg')).text()).not.toContain('rendered');
  });

  it('falls back to the plain shell when rendering fails, and when the build has no start-up module', async () => {
    const failing: PageRenderer = { renderPage: () => Promise.reject(new Error('boom')) };
    for (const headers of [{}, { cookie: 'erpUser=abc' }] as Record<string, string>[]) {
      const res = await site(failing).request('/', { headers });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    expect(await (await site(renderer, builtApp(false)).request('/')).text()).toContain('<div id="root"></div>');
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { START_UP_SCRIPT, withRenderedPage, type PageRenderer } from '../../src/server/http/page-renderer';
import { pageRendering } from '../../src/server/http/page-rendering';
import { staticApp } from '../../src/server/http/static-app';

// Public pages go out with their content in the HTML; the app's code starts after the first paint.
const INDEX_HTML = `<!doctype html>
<html lang="en" class="md">
  <head>
    <title>Campus ERP</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/http-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('withRenderedPage', () => {
  const html = withRenderedPage(INDEX_HTML, { html: '<main>Exam Results</main>', state: '{"note":"</script><script>alert(1)</script>"}' });

  it('puts the page inside #root and its data beside it, where no text of the data can close the script', () => {
    expect(html).toContain('<div id="root"><main>Exam Results</main></div><script id="ssr-state" type="application/json">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('starts the app after the first paint: entry and preloads leave <head> for the script that adds them', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('index-abc.js');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('index-jkl.css');
    const steps = /<script id="app-start" type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(steps)).toEqual({ first: [], preloads: ['/assets/react-def.js', '/assets/http-ghi.js'], entry: '/assets/index-abc.js' });
    expect(html).toContain(`<script>${START_UP_SCRIPT}</script>`);
    expect(START_UP_SCRIPT).toContain("getEntriesByName('first-contentful-paint')");
  });

  it('adds the large chunks as ordered module scripts, then the other preloads, then the entry, a step per task', () => {
    const page = withRenderedPage(INDEX_HTML, { html: '<main>x</main>', state: '{}' }, ['/assets/react-def.js', '/assets/not-preloaded.js']);
    const steps = /<script id="app-start" type="application\/json">(.*?)<\/script>/.exec(page)![1]!;
    const starter = /<script>(\(function\(\)\{[\s\S]*?\}\)\(\))<\/script>/.exec(page.slice(page.indexOf('app-start')))![1]!;
    expect(starter).toBe(START_UP_SCRIPT);
    // A page that painted: the starter runs its steps, each in a task of its own (a timer), and adds its elements to <head>.
    const added: { tag: string; type?: string; rel?: string; src?: string; href?: string; async?: boolean }[] = [];
    const tasks: (() => void)[] = [];
    const fakeDocument = {
      visibilityState: 'visible',
      addEventListener: () => undefined,
      createElement: (tag: string) => ({ tag }),
      getElementById: (id: string) => (id === 'app-start' ? { textContent: steps } : null),
      head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    };
    class FakeObserver {
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe() {
        this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      }
    }
    new Function('document', 'PerformanceObserver', 'setTimeout', starter)(fakeDocument, FakeObserver, (task: () => void) => tasks.push(task));
    expect(added).toHaveLength(1);
    while (tasks.length) tasks.shift()!();
    expect(added.map((e) => [e.tag, e.src ?? e.href, e.async ?? null])).toEqual([
      ['script', '/assets/react-def.js', false],
      ['link', '/assets/http-ghi.js', null],
      ['script', '/assets/index-abc.js', false],
    ]);
    expect(added.filter((e) => e.tag === 'script').every((e) => e.type === 'module')).toBe(true);
    expect(added.find((e) => e.tag === 'link')?.rel).toBe('modulepreload');
  });

  it('leaves a shell it does not recognise as it is', () => {
    expect(withRenderedPage('<html><body><main></main></body></html>', { html: 'x', state: '{}' })).toBe('<html><body><main></main></body></html>');
  });
});

describe('public pages rendered by the server (static app + publicPageRendering)', () => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'campus-pages-'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);

  function site(renderer: PageRenderer) {
    const app = new Hono();
    app.get('/api/app/getCollegeProfile', (c) => c.json({ code: 'DEMO', name: `Demo College (for ${c.req.header('x-forwarded-for') ?? 'no proxy'})` }));
    app.route('/', staticApp(staticDir, pageRendering(app, renderer, pino({ level: 'silent' }))));
    return app;
  }

  /** Draws the college's name from the in-process API, as the real renderer draws pages from their data. */
  const renderer: PageRenderer = {
    async renderPublicPage(href, api) {
      if (!['/', '/examresults'].includes(href.split('?')[0]!)) return null;
      const profile = (await api('getCollegeProfile')) as { name: string };
      return { html: `<h1>${profile.name}</h1><p>${href}</p>`, state: '{}' };
    },
    renderSignedInPage: async () => null,
  };

  it('sends a visitor the page drawn from the API answer, as this request (its headers)', async () => {
    const res = await site(renderer).request('/examresults', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"><h1>Demo College (for 203.0.113.7)</h1><p>/examresults</p></div>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the plain shell to a signed-in user, to a kiosk being set up, and for pages the renderer leaves', async () => {
    const signedIn = await (await site(renderer).request('/', { headers: { cookie: 'erpUser=abc' } })).text();
    expect(signedIn).toContain('<div id="root"></div>');
    const kiosk = await (await site(renderer).request('/?kiosk=1')).text();
    expect(kiosk).toContain('<div id="root"></div>');
    const login = await site(renderer).request('/login/Admin');
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<div id="root"></div>');
  });

  it('answers unknown paths 404 with the plain shell, and never renders file requests', async () => {
    const everything: PageRenderer = { renderPublicPage: async () => ({ html: '<p>rendered</p>', state: '{}' }), renderSignedInPage: async () => null };
    const unknown = await site(everything).request('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root"></div>');
    expect(await (await site(everything).request('/icons/missing.svg')).text()).not.toContain('rendered');
  });

  it('falls back to the plain shell when rendering fails', async () => {
    const failing: PageRenderer = { renderPublicPage: () => Promise.reject(new Error('boom')), renderSignedInPage: () => Promise.reject(new Error('boom')) };
    const res = await site(failing).request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});

describe('signed-in screens rendered by the server (static app + pageRendering)', () => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'campus-signed-in-pages-'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);

  function site(renderer: PageRenderer) {
    const app = new Hono();
    // The API answers with what the request carried: the session cookie and the forwarded client address.
    app.get('/api/app/getDashboard', (c) => c.json({ cookie: c.req.header('cookie') ?? null, client: c.req.header('x-forwarded-for') ?? null }));
    app.post('/api/app/getDashboard', (c) => c.json({ wrote: true }));
    app.route('/', staticApp(staticDir, pageRendering(app, renderer, pino({ level: 'silent' }))));
    return app;
  }

  /** Draws what the in-process API answered to a GET and to a POST, as the real renderer draws a dashboard from its data. */
  const renderer: PageRenderer = {
    renderPublicPage: async () => null,
    async renderSignedInPage(href, { erpUser, send }) {
      if (href !== '/app/Admin') return null;
      const read = JSON.parse((await send({ method: 'GET', path: '/api/app/getDashboard', headers: [] })).body) as { cookie: string; client: string };
      const write = await send({ method: 'POST', path: '/api/app/getDashboard', headers: [] });
      return { html: `<p>${erpUser}|${read.cookie}|${read.client}|POST ${write.status}</p>`, state: '{}' };
    },
  };

  it("draws a signed-in user's screen from the API as that user (their cookies), reading only, and keeps it out of every cache", async () => {
    const res = await site(renderer).request('/app/Admin', { headers: { cookie: 'erpUser=abc; erpSession=s1', 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('<div id="root"><p>abc|erpUser=abc; erpSession=s1|203.0.113.9|POST 405</p></div>');
  });

  it('sends the plain shell for screens the renderer leaves, and when it fails', async () => {
    const other = await site(renderer).request('/app/Admin Menus', { headers: { cookie: 'erpUser=abc' } });
    expect(await other.text()).toContain('<div id="root"></div>');
    const failing: PageRenderer = { renderPublicPage: async () => null, renderSignedInPage: () => Promise.reject(new Error('boom')) };
    const failed = await site(failing).request('/app/Admin', { headers: { cookie: 'erpUser=abc' } });
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain('<div id="root"></div>');
  });
});

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import {
  DEMO_GATEWAY_KEYS,
  DEMO_GATEWAY_KEYS_SECRET,
  seedDemoGatewayKeys,
} from '../../src/server/gateway/gateway-keys';
import type { PageRenderer } from '../../src/server/http/load-page-renderer';
import { freshDatabase, type TestDatabase } from './support/databases';
import { ROLL_PREFIX } from '../support/demo-rolls';

// Every page the server sends carries a Content-Security-Policy under which no inline script of the app's pages runs.
const INDEX_HTML = `<!doctype html>
<html lang="en"><head><title>Campus ERP</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
</head><body><div id="root"></div></body></html>`;

/** Renders what a visitor or user typed into the page, as a page showing a name or a note would. */
const renderer: PageRenderer = {
  renderPage: async (href) => ({
    html: `<main>${href}</main>`,
    state: JSON.stringify({ note: '</script><script>alert(1)</script>' }),
  }),
};
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'src/app/start-after-first-paint.ts': { file: 'assets/start-after-first-paint-xyz.js', isEntry: true },
};

/** The built start-up module (src/app/start-after-first-paint.ts): rendered pages carry its text. */
const START_UP_TEXT = "document.documentElement.dataset.started = 'yes';";
const START_UP_HASH = `'sha256-${createHash('sha256').update(START_UP_TEXT).digest('base64')}'`;

const EXAM = DEMO_GATEWAY_KEYS.find((k) => k.feeType === 'EXAM FEE')!;
const EXAM_AUTH = `Basic ${Buffer.from(`${EXAM.paymentGatewayUserName}:${EXAM.paymentGatewayPassword}`).toString('base64')}`;
const SHOP = 'http://localhost:8080';

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await freshDatabase('pglite');
  await seedDemoGatewayKeys(database.handle.db, DEMO_GATEWAY_KEYS_SECRET);
  const staticDir = mkdtempSync(path.join(tmpdir(), 'campus-csp-'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(staticDir, '.vite'));
  writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'assets', 'start-after-first-paint-xyz.js'), `${START_UP_TEXT}\n`);
  const config = loadConfig({
    STATIC_DIR: staticDir,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-csp-data-')),
    PAYMENT_SANDBOX: '1',
    PUBLIC_URL: SHOP,
  });
  app = createApp({ config, database: database.handle, logger: pino({ level: 'silent' }), pageRenderer: renderer });
});
afterAll(async () => database?.drop());

function directives(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy');
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The page's executable inline scripts (no src, not JSON data) each allowed by a hash, and nothing else inline. */
async function expectStrictPolicy(res: Response, label: string) {
  const policy = directives(res);
  const scripts = policy.get('script-src') ?? policy.get('default-src')!;
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
  expect(scripts, label).not.toContain('*');
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), label).toBeDefined();
  expect(policy.get('base-uri'), label).toBeDefined();
  expect(policy.get('form-action'), label).toBeDefined();
  const html = await res.text();
  expect(html, label).not.toMatch(/\son[a-z]+=/i);
  for (const [, attrs, text] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=|type="application\/json"/.test(attrs!)) continue;
    const hash = `'sha256-${createHash('sha256').update(text!).digest('base64')}'`;
    expect(scripts, `${label}: inline script ${text!.slice(0, 40)}…`).toContain(hash);
  }
  return { policy, html };
}

describe('Content-Security-Policy of the app pages', () => {
  it.each([
    ['the home page', '/', 200],
    ['the exam results page', '/examresults', 200],
    ['a result page', `/results/B.Tech%20II%20Year?rollNo=${ROLL_PREFIX}0501`, 200],
    ['a page that does not exist', '/no/such/page', 404],
  ])(
    'sends %s with a policy under which no inline script runs but the start-up module, allowed by its hash',
    async (label, url, status) => {
      const res = await app.request(url);
      expect(res.status).toBe(status);
      const { policy, html } = await expectStrictPolicy(res, label);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // A rendered page carries the start-up module's text; the plain shell (a 404 here) has no inline script.
      if (status === 200) {
        expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", START_UP_HASH]);
        expect(html).toContain(`<script type="module">${START_UP_TEXT}</script>`);
        expect(html).not.toContain('start-after-first-paint-xyz.js');
      } else {
        expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      }
      // The data rendered into the page cannot close its element and add a script of its own.
      expect(html).not.toContain('<script>alert(1)');
    },
  );

  it('sends a signed-in screen rendered for its user with the same policy', async () => {
    const res = await app.request('/app/Student/Fee Payment', { headers: { cookie: 'erpUser=student' } });
    expect(res.status).toBe(200);
    const { html } = await expectStrictPolicy(res, 'a signed-in screen');
    expect(html).toContain('id="app-start"');
  });

  it('sends the plain shell (what the service worker keeps for offline use) with the policy', async () => {
    await expectStrictPolicy(await app.request('/index.html?__WB_REVISION__=abc'), 'the shell');
  });
});

describe('Content-Security-Policy of the sandbox gateway pages', () => {
  async function charge(returnMethod: 'GET' | 'POST'): Promise<string> {
    const res = await app.request('/sandbox-gateway/pg/rest/v1/charge', {
      method: 'POST',
      headers: { authorization: EXAM_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({
        orderId: `EXAM-${returnMethod}-${Date.now()}`,
        orderInfo: '<script>alert(1)</script>',
        currency: 'INR',
        amount: 125050,
        customer: {},
        return: { method: returnMethod, url: `${SHOP}/lyra/examFeepayment/status`, timeout: 0 },
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { uuid: string }).uuid;
  }
  const submit = (uuid: string, form: Record<string, string>) =>
    app.request(`/sandbox-gateway/pay/${uuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });

  it('allows the payment page only its own style and scripts, never framed, forms to itself and the shop', async () => {
    const uuid = await charge('GET');
    const page = await app.request(`/sandbox-gateway/pay/${uuid}`);
    const { policy, html } = await expectStrictPolicy(page, 'the payment page');
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'", SHOP]);
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toContain('<script>alert(1)');

    // The page with problems focuses them with a script of its own.
    const problems = await submit(uuid, { option: 'CARD', cardNumber: '1', expiry: '', cvv: '' });
    expect(problems.status).toBe(422);
    expect((await expectStrictPolicy(problems, 'the page with problems')).html).toContain("getElementById('problems')");
  });

  it('allows the page that posts the result back to the shop its submit script', async () => {
    const uuid = await charge('POST');
    const back = await submit(uuid, { option: 'CANCEL' });
    expect(back.status).toBe(200);
    const { policy, html } = await expectStrictPolicy(back, 'the post-back page');
    expect(html).toContain("getElementById('back').submit()");
    expect(policy.get('form-action')).toEqual(["'self'", SHOP]);
  });
});

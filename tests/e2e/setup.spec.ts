import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';

/**
 * A fresh install (no demo data): its own server on an empty embedded database, made as a college makes one
 * (create-admin, then the server with SEED=never). Only migrations run, so it starts in seconds.
 */
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const PASSWORD = 'Principal#2026';
let server: ChildProcess | null = null;
let dataDir = '';
let baseUrl = '';
const contexts: BrowserContext[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'campus-e2e-empty-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: path.join(dataDir, 'db'), PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' };
  const made = spawnSync(
    process.execPath,
    ['dist-server/create-admin.js', '--user', 'principal', '--email', 'principal@college.example.in'],
    { env, encoding: 'utf8' },
  );
  const token = /token=([\w-]+)/.exec(made.stdout)?.[1];
  if (!token) throw new Error(`create-admin gave no link: ${made.stdout}${made.stderr}`);
  server = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: 'dist',
      SEED: 'never',
      RECONCILE_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 400 || server.exitCode !== null) throw new Error('the empty-install server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const reset = await fetch(`${baseUrl}/api/auth/resetPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: PASSWORD, confirmPassword: PASSWORD }),
  });
  expect(reset.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('set-up checklist of a fresh college', () => {
  it('walks the administrator from an empty install: each step ticks as its data appears, at 360 px with axe', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    contexts.push(ctx);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'principal', PASSWORD, '/app/Admin');
    const checklist = page.locator('.setup-checklist');
    await checklist.getByText('0 of 9 done').waitFor();
    await expectNoAxeViolations(page, 'set-up checklist');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/setup-checklist-360.png`, fullPage: true });

    // The college profile on its own screen, reached from the checklist by keyboard.
    await checklist.getByRole('link', { name: /College profile/ }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'College Profile' });
    await form.getByLabel('Official e-mail').fill('office@gcet.example.in');
    await form.getByLabel('Campus address').fill('Sarada Nagar, Anantapur 515002');
    await form.getByLabel(/Phone numbers/).fill('08554 272000');
    await expectNoAxeViolations(page, 'college profile');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(M.modified).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    // A level and a degree on the lists (the degrees list's own screen is covered by academic-lists.spec.ts).
    await page.request.post('/api/app/lists/levels', { data: { code: 'UG', name: 'Under Graduate', sortOrder: 1 } });
    const degree = await page.request.post('/api/app/lists/degrees', {
      data: { name: 'B.Tech', fullName: 'Bachelor of Technology', level: 'UG', years: 4 },
    });
    expect(degree.status()).toBe(201);

    await page.goto('/app/Admin');
    await checklist.getByText('2 of 9 done').waitFor();
    for (const step of ['collegeProfile', 'degrees'])
      expect(await checklist.locator(`[data-step="${step}"]`).getAttribute('data-done')).toBe('true');
    expect(await checklist.locator('[data-step="regulations"]').getAttribute('data-done')).toBe('false');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/setup-checklist-ticked-360.png`, fullPage: true });
  });
});

import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchPersistentContext, newDesktopContext, useBrowser } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();

describe('installable PWA (design card)', () => {
  it('links a manifest with name, theme colour and any + maskable icons, all reachable', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await fetch(new URL(href!, baseUrl))).json();
    expect(manifest).toMatchObject({
      name: 'Campus ERP',
      display: 'standalone',
      theme_color: '#0b6e5f',
      start_url: '/',
    });
    const purposes = manifest.icons.map((i: { purpose: string }) => i.purpose);
    expect(purposes).toContain('maskable');
    expect(manifest.icons.some((i: { sizes: string }) => i.sizes === '512x512')).toBe(true);
    for (const icon of manifest.icons)
      expect((await fetch(new URL(icon.src, baseUrl))).headers.get('content-type')).toBe('image/png');
    await context.close();
  });

  it('serves the worker at /sw.js, which takes control and precaches the shell', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/examresults');
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${baseUrl}/sw.js`);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names)
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached.some((u) => u.startsWith('/index.html'))).toBe(true);
    expect(cached.some((u) => /\/assets\/result-sheet-pdf-.*\.js/.test(u))).toBe(true);
    await context.close();
  });

  it('reports the app installable through the DevTools protocol', async () => {
    // Installability is never reported in an incognito-like context, so this one keeps a profile.
    const profile = mkdtempSync(path.join(tmpdir(), 'campus-profile-'));
    const context = await launchPersistentContext(profile);
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
});

describe('update prompt (workbox-window)', () => {
  it('offers the new version once it is deployed, and reloads into it on Reload', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/examresults');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(firstWorker).toBe(`${baseUrl}/sw.js`);

    // Deploy: the worker file changes on the server, as any new build changes its precache manifest.
    const swFile = path.join(e2eServer().staticDir, 'sw.js');
    appendFileSync(swFile, `\n// deployed ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    const prompt = page.locator('ion-toast').filter({ hasText: 'A new version of the app is available.' });
    await prompt.waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'update prompt');
    await Promise.all([
      page.waitForEvent('load', { timeout: 20_000 }),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
      .toBeNull();
    await context.close();
  });
});

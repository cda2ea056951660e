import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectCspViolations, newPhoneContext, useBrowser } from './support/browser';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
// With the service worker: the offline shell is one of the pages checked.
const browser = useBrowser();

/** Whether the page runs an inline script added to it now (it does not under the policy). */
const runsInlineScript = (page: Page) =>
  page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = 1';
    document.head.appendChild(script);
    return window.__injected === 1;
  });

/** What an attacker would get into a page: an inline script and an inline event handler. */
const INJECTED =
  '<script>window.__injected = 1</script><img src="/no-such-image.png" alt="" onerror="window.__injectedHandler = 1">';

declare global {
  interface Window {
    __injected?: number;
    __injectedHandler?: number;
    __violations: string[];
  }
}

describe('Content-Security-Policy', () => {
  it('does not run a script injected into a page, while the app itself starts and navigates', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    expectCspViolations(page);
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__violations.push(event.effectiveDirective),
      );
    });
    // The server's page, with the server's headers (its policy among them), and the injection added to it.
    await page.route(`${baseUrl}/`, async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !/^content-(length|encoding)$/i.test(name)),
      );
      expect(headers['content-security-policy']).toContain('script-src');
      const html = (await response.text()).replace('<div id="root">', () => `${INJECTED}<div id="root">`);
      await route.fulfill({ status: response.status(), headers, body: html });
    });

    await page.goto('/');
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.evaluate(() => window.__violations))
      .toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
    expect(await page.evaluate(() => [window.__injected, window.__injectedHandler])).toEqual([undefined, undefined]);

    // The app's start-up module ran (the page hydrated) and the app navigates.
    await page.getByRole('link', { name: 'Results' }).click();
    await page.waitForURL(`${baseUrl}/examresults`);
    await page
      .getByRole('link', { name: /Regular Examinations/ })
      .first()
      .waitFor();
    await context.close();
  });

  it('runs the app without any violation of its own: a result page, drawn by the server, then shown', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/examresults');
    expect(response?.headers()['content-security-policy']).toMatch(/object-src 'none'/);
    await page
      .getByRole('link', { name: /Regular Examinations/ })
      .first()
      .click();
    await page.waitForURL(/\/results\//);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('keeps the policy on the shell the service worker serves offline, where the app still starts', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/examresults');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    const offline = await page.goto('/examresults');
    expect(offline?.fromServiceWorker()).toBe(true);
    expect(offline?.headers()['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page
      .getByRole('link', { name: /Regular Examinations/ })
      .first()
      .waitFor();
    expectCspViolations(page);
    expect(await runsInlineScript(page)).toBe(false);
    await context.setOffline(false);
    await context.close();
  });
});

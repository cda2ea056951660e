import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { newDesktopContext, newPhoneContext } from './browser';

/** The demo users' password (src/server/demo/users.ts). */
export const DEMO_PASSWORD = 'Campus@2026';

/**
 * Signs a demo user in through the API, in a context of their own: a 360 px phone or a 1280 px desktop
 * (`page.context()` reaches its requests and its network switch). The sign-in screens have specs of their own, so
 * the specs of other screens start signed in. Every context is closed after the spec file; call at its top.
 */
export function useSignedIn(browser: () => Browser, baseUrl: string) {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  });
  return async (username: string, phone: boolean): Promise<Page> => {
    const ctx = await (phone ? newPhoneContext : newDesktopContext)(browser(), baseUrl);
    contexts.push(ctx);
    const res = await ctx.request.post('/api/auth/signin', { data: { username, password: DEMO_PASSWORD } });
    expect(res.status()).toBe(200);
    return ctx.newPage();
  };
}

/** Chooses the first option whose text matches `option` in the drop-down labelled `label`. */
export async function chooseOption(page: Page, label: string, option: RegExp | string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  const value = await field
    .locator('option')
    .filter({ hasText: option })
    .first()
    .evaluate((o: HTMLOptionElement) => o.value);
  await field.selectOption(value);
}

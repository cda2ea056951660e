import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALUMNI_MESSAGES as M } from '../../src/domain/alumni/messages';
import { SESSION_MESSAGES } from '../../src/domain/auth/session-messages';
import { expectNoAxeViolations } from './support/axe';
import {
  ARTIFACTS_DIR,
  newDesktopContext,
  newPhoneContext,
  useBrowser,
  WITHOUT_SERVICE_WORKER,
} from './support/browser';
import { DEMO_PASSWORD } from './support/signed-in';
import { startServer } from './support/start-server';
import { GRADUATE_PREFIX } from './support/demo-seed';

const browser = useBrowser(WITHOUT_SERVICE_WORKER);
/** The shortest idle time a college may set: a sign-in older than it needs the password again for personal data. */
const IDLE_MINUTES = 1;
// Unique per run, so the spec never meets records of another run.
const RUN = Date.now().toString(36).toUpperCase().slice(-5);

/**
 * The password dialog: a change to personal data sent when the sign-in is older than the idle time is answered 428,
 * the app asks for the password, and the change goes through once it is confirmed. The spec runs its own server with
 * an idle time of one minute (the suite's servers keep the default) and signs in with Remember me, so the session
 * outlives the idle time while its sign-in grows older than it.
 */
describe('confirming the password before a change to personal data', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer({
      SESSION_IDLE_MINUTES: String(IDLE_MINUTES),
      SESSION_KIOSK_IDLE_MINUTES: String(IDLE_MINUTES),
    });
  }, 300_000);
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await server?.stop();
  });

  /** The alumnus signed in with Remember me in a context of their own, on their record in the directory. */
  async function alumnusOn(phone: boolean): Promise<Page> {
    const baseUrl = server.server.baseUrl;
    const ctx = await (phone ? newPhoneContext : newDesktopContext)(browser(), baseUrl);
    contexts.push(ctx);
    const res = await ctx.request.post('/api/auth/signin', {
      data: { username: 'alumni', password: DEMO_PASSWORD, rememberMe: true },
    });
    expect(res.status()).toBe(200);
    const page = await ctx.newPage();
    await page.goto('/app/Alumni/Directory');
    await page.getByRole('form', { name: 'My alumni record' }).waitFor();
    return page;
  }

  /** Changes the company on the alumnus's own record and saves it. */
  async function saveCompany(page: Page, company: string) {
    const mine = page.getByRole('form', { name: 'My alumni record' });
    await mine.getByRole('radio', { name: 'Yes' }).check();
    await mine.getByRole('textbox', { name: 'Company Name' }).fill(company);
    await mine.getByRole('textbox', { name: 'Job Title' }).fill('Engineer');
    await mine.getByRole('textbox', { name: 'Work Address' }).fill('Hyderabad');
    await mine.getByRole('button', { name: 'Save my record' }).click();
  }

  /** Asked for the password: a wrong one shows its message at the field; the right one sends the change again. */
  async function confirmThrough(page: Page, size: string) {
    const dialog = page.getByRole('dialog', { name: SESSION_MESSAGES.confirmPasswordTitle });
    await dialog.waitFor();
    await dialog.getByText(SESSION_MESSAGES.confirmPasswordNeeded).waitFor();
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('Not-the-password-1');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    // The refusal is the field's own message: shown under it, read with it, the field marked invalid.
    const message = page.locator(`[id="${await password.getAttribute('id')}-message"]`);
    await message.getByText(SESSION_MESSAGES.wrongPassword).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await password.getAttribute('aria-describedby')).toContain(`${await password.getAttribute('id')}-message`);
    await expectNoAxeViolations(page, `password confirmation, wrong password (${size})`);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/password-confirmation-${size}.png` });

    await password.fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('asks for the password when the sign-in is older than the idle time, then saves the change (360 and 1280 px)', async () => {
    const phone = await alumnusOn(true);
    const desktop = await alumnusOn(false);
    const answers: number[] = [];
    for (const page of [phone, desktop])
      page.on('response', (r) => {
        if (r.url().endsWith('/api/app/alumni/me') && r.request().method() === 'PUT') answers.push(r.status());
      });
    // Both sign-ins become older than the idle time; Remember me keeps the sessions meanwhile.
    await phone.waitForTimeout(IDLE_MINUTES * 60_000 + 2_000);

    await saveCompany(phone, `Company ${RUN} P`);
    await confirmThrough(phone, '360');
    await phone.getByText(M.ownRecordSaved).waitFor();
    expect(answers).toEqual([428, 200]);

    // Each session confirms for itself: the desktop's sign-in is still older than the idle time.
    await saveCompany(desktop, `Company ${RUN} D`);
    await confirmThrough(desktop, '1280');
    await desktop.getByText(M.ownRecordSaved).waitFor();
    expect(answers).toEqual([428, 200, 428, 200]);
    await desktop
      .locator('.alumni-table tbody tr', { hasText: `${GRADUATE_PREFIX}0502` })
      .getByText(`Company ${RUN} D`)
      .waitFor();
  }, 240_000);
});

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES as M } from '../../src/domain/students/messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { claimCodeMailedTo, mailsSoFar } from './support/mailbox';
import { e2eServer } from './support/server';
import { ROLL_PREFIX } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';
/** Three final-year mechanical students no other spec uses. */
const ROLLS = [`${ROLL_PREFIX}0357`, `${ROLL_PREFIX}0358`, `${ROLL_PREFIX}0359`];

const contexts: BrowserContext[] = [];
afterAll(async () => Promise.all(contexts.map((c) => c.close().catch(() => undefined))));

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function choose(page: Page, rolls: string[]) {
  for (const roll of rolls) await page.getByRole('checkbox', { name: `Choose ${roll}` }).check();
}

async function move(page: Page, label: string, count: number) {
  const panel = page.getByRole('region', { name: 'Move the chosen students' });
  await panel.getByLabel('Move', { exact: true }).selectOption({ label });
  await panel.getByRole('button', { name: 'Review' }).click();
  await panel.getByRole('heading', { name: `Review: ${count} will move, 0 refused` }).waitFor();
  await expectNoAxeViolations(page, `${label} review`);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await panel.getByRole('status').getByText(M.movesDone(count)).waitFor();
}

describe('students after admission', () => {
  it('an administrator promotes and graduates a small batch at 360 px, and a graduate signs in as alumnus', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    contexts.push(ctx);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin', { axeLogin: false });
    await page.goto('/app/Admin/Students');
    await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
    const search = page.getByRole('search');
    await search.getByLabel('Roll number, name or admission number').fill(`${ROLL_PREFIX}035`);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByTestId('students-count').textContent()).toBe('10 students, page 1 of 1');
    await expectNoAxeViolations(page, 'student directory');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await choose(page, ROLLS);
    await move(page, 'Promote', 3);
    await choose(page, ROLLS);
    await move(page, 'Graduate', 3);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/students-360.png`, fullPage: true });

    await page.getByRole('link', { name: ROLLS[0] }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(ROLLS[0]!) }).waitFor();
    await page
      .getByTestId('moves-history')
      .getByText(/graduate by admin/)
      .waitFor();
    await expectNoAxeViolations(page, 'student profile');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/student-profile-360.png`, fullPage: true });
    const dateOfBirth = (await page.locator('dt', { hasText: 'Date of birth' }).locator('+ dd').textContent())!;

    // The graduate makes their alumni account the way any alumnus does (covered on screen by alumni.spec.ts) …
    const alumnus = await newPhoneContext(browser(), baseUrl);
    contexts.push(alumnus);
    const account = {
      rollNumber: ROLLS[0],
      dateOfBirth,
      email: 'graduate0357@example.com',
      password: 'Graduate@2026',
      confirmPassword: 'Graduate@2026',
    };
    const beforeCode = mailsSoFar(e2eServer().mailDir);
    expect((await alumnus.request.post('/api/app/registerAlumniAccount', { data: account })).status()).toBe(202);
    const code = await claimCodeMailedTo(
      e2eServer().mailDir,
      `${ROLLS[0]!.toLowerCase()}@demo-college.edu.in`,
      beforeCode,
    );
    const made = await alumnus.request.post('/api/app/registerAlumniAccount', { data: { ...account, code } });
    expect(made.status()).toBe(201);
    await alumnus.clearCookies();
    // … and signs in to the alumni area: graduating wrote their registration, so they land on the alumni dashboard.
    const alumniPage = await alumnus.newPage();
    await new LoginPage(alumniPage).open('Placements Cell', { axe: false });
    await new LoginPage(alumniPage).signIn(`alumni.${ROLLS[0]!.toLowerCase()}`, 'Graduate@2026');
    await alumniPage.waitForURL((url) => url.pathname === '/app/Alumni/Alumni%20Dashboard');
  }, 180_000);

  it('opens on the batches on roll, shows every batch on request in the address, and names each batch once', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    contexts.push(ctx);
    const page = await ctx.newPage();
    const res = await ctx.request.post('/api/auth/signin', { data: { username: 'admin', password: DEMO } });
    expect(res.status()).toBe(200);
    await page.goto('/app/Admin/Students');
    await page.getByTestId('students-count').waitFor();
    const count = async () => Number((await page.getByTestId('students-count').textContent())!.split(' ')[0]);
    const onRoll = await count();
    const batchLabels = () =>
      page
        .getByRole('search')
        .getByLabel('Batch', { exact: true })
        .locator('option')
        .evaluateAll((options) => options.map((o) => o.textContent ?? ''));
    await expect.poll(async () => (await batchLabels()).length).toBeGreaterThan(1);
    const current = await batchLabels();
    expect(new Set(current).size).toBe(current.length);
    for (const label of current.slice(1)) expect(label).toMatch(/^\S+ \d{4}-\d{4}$/);

    await page.getByLabel('Show all batches (not only those on roll)').check();
    await page.waitForURL((url) => url.searchParams.get('batches') === 'all');
    await expect.poll(count).toBeGreaterThanOrEqual(onRoll);
    await expect.poll(async () => (await batchLabels()).length).toBeGreaterThan(current.length);
    const all = await batchLabels();
    expect(new Set(all).size).toBe(all.length);
    await expectNoAxeViolations(page, 'student directory, every batch');

    await page.reload();
    await expect(page.getByLabel('Show all batches (not only those on roll)').isChecked()).resolves.toBe(true);
  });
});

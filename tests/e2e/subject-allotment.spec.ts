import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import {
  ARTIFACTS_DIR,
  newDesktopContext,
  newPhoneContext,
  useBrowser,
  WITHOUT_SERVICE_WORKER,
} from './support/browser';
import { e2eServer } from './support/server';
import { demo } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';
// The demo's previous academic year, on the academic-years list. Its one demo allotment is the teacher's in the
// batch on roll (src/server/demo/attendance.ts): the spec's, in the batch after it, is the only one of its section.
const YEAR = `${String(demo.year(2025))}-${String(demo.year(2026))}`;
const SECTION = `${demo.nextBatchName} CSE A`;

const contexts: BrowserContext[] = [];
afterAll(async () => {
  // Puts the demo data back should a run stop half-way: removes the allotments of the spec's year and section.
  const ctx = await newDesktopContext(browser(), baseUrl);
  await ctx.request.post('/api/auth/signin?module=Admin', {
    data: { username: 'admin', password: DEMO, module: 'Admin' },
  });
  const page = (await (await ctx.request.get(`/api/app/allotments?academicYear=${YEAR}`)).json()) as {
    rows?: { id: number; sectionLabel: string }[];
  };
  for (const row of page.rows ?? [])
    if (row.sectionLabel === SECTION) await ctx.request.delete(`/api/app/allotments/${row.id}`);
  await ctx.close();
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('subject allotment', () => {
  it('a HoD allots a subject of their department to one of its faculty at 360 px, with axe', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    contexts.push(ctx);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('HOD', 'hod', DEMO, '/app/HOD%20Dashboard');

    await page.goto('/app/Academics/Subject Allotment');
    await page.getByRole('heading', { level: 1, name: 'Subject allotment' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Academic year').locator('option').count(), { timeout: 15_000 })
      .toBeGreaterThan(1);
    await page.getByLabel('Academic year').selectOption(YEAR);
    await page.getByRole('heading', { name: `Allotments of ${YEAR}` }).waitFor();

    await page.getByRole('button', { name: 'Allot a subject' }).click();
    const form = page.getByRole('form', { name: `Allot a subject for ${YEAR}` });
    await expect.poll(() => form.getByLabel('Faculty member').locator('option').count()).toBeGreaterThan(1);
    const member = (await form.getByLabel('Faculty member').locator('option').nth(1).textContent())!;
    await form.getByLabel('Faculty member').selectOption({ label: member });
    const subject = form.getByLabel('Subject').locator('option', { hasText: '(CSE)' }).first();
    await form.getByLabel('Subject').selectOption({ label: (await subject.textContent())! });
    await form.getByLabel('Section').selectOption({ label: SECTION });
    await expectNoAxeViolations(page, 'allotment form');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.locator('.allotments .success-note').getByText(M.saved).waitFor();

    const row = page.locator('.list-table tbody tr', { hasText: SECTION });
    await row.getByText(member).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/subject-allotment-360.png`, fullPage: true });
    await expectNoAxeViolations(page, 'allotments of the year');
  });
});

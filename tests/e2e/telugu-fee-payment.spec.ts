import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { ROLL_PREFIX } from './support/demo-seed';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);

describe('a student pays a fee in Telugu on a phone (docs/translations.md)', () => {
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];
  beforeAll(async () => {
    context = await newPhoneContext(browser(), baseUrl);
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
  });
  afterAll(async () => context?.close());

  it('opens the Pay screen rendered in Telugu, which stays Telugu once the page takes over', async () => {
    await new LoginPage(page).signInAndLand('Student', 'student', 'Campus@2026', '/app/Student');
    await context.addCookies([{ name: 'lang', value: 'te', url: baseUrl }]);
    await page.goto('/app/Student/Fee%20Payment');
    await page.getByRole('heading', { level: 1, name: 'ఆన్‌లైన్ ఫీజు చెల్లింపు' }).waitFor();
    // An instalment of semester 8's tuition: the line stays due, so this spec and the other fee specs find it in
    // whichever order they run.
    const choice = page.getByRole('checkbox', { name: 'TUITION FEE, IV Year II Semester చెల్లించండి' });
    await choice.waitFor();
    await choice.check();
    const amount = page.getByLabel('చెల్లించాల్సిన మొత్తం (రూ.)');
    expect(Number(await amount.inputValue())).toBeGreaterThan(10000);
    await amount.fill('1000');
    expect(await page.getByTestId('fee-choice').innerText()).toMatch(/^1 ఫీజు ఎంచుకున్నారు, బకాయి Rs [\d,]+\.\d\d$/);
    expect(problems.filter((text) => /hydrat/i.test(text))).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/fee-payment-telugu-360.png`, fullPage: true });
    await expectNoAxeViolations(page, 'fee payment in Telugu 360');
  });

  it('pays by card, reads the result in Telugu and downloads a receipt with Telugu labels', async () => {
    await page.getByRole('button', { name: 'చెల్లించండి', exact: true }).click();
    await page.waitForURL(/\/sandbox-gateway\/pay\//);
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: /by card$/ }).click();
    await page.waitForURL(/\/lyra\/\w+\/status/);
    await page.getByRole('heading', { name: 'చెల్లింపు విజయవంతమైంది!' }).waitFor();
    await page.getByText('లావాదేవీ వివరాలు').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'రసీదు డౌన్‌లోడ్ చేయండి' }).click(),
    ]);
    const file = `${ARTIFACTS_DIR}/receipt-telugu.pdf`;
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const label of ['రసీదు నం.', 'రోల్ నంబర్', 'చెల్లింపు విధానం']) expect(text).toContain(label);
    expect(text).toContain(`${ROLL_PREFIX}0501`);
    expect(text).toContain('Rs 1,000.00');
    expect(text).not.toContain('Way of Receipt');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/fee-payment-success-telugu-360.png`, fullPage: true });
  });
});

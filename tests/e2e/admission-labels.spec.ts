import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);

describe('admission form choices as words, not codes', () => {
  it('offers "Old student", not oldStudent, in how the applicant knew about the college (360 px, kiosk)', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admissions', 'Campus@2026', '/app/Admission/Dashboard');
    await page.goto('/admissionForm?kiosk=1');
    await page.getByRole('heading', { level: 1, name: 'ADMISSION FORM' }).waitFor();
    const select = page.getByLabel('How do you know about the college');
    await select.locator('option', { hasText: 'Old student' }).waitFor({ state: 'attached' });
    const labels = (await select.locator('option').allTextContents()).map((t) => t.trim());
    expect(labels).toEqual(expect.arrayContaining(['Old student', 'Family relation', 'Website']));
    expect(labels).not.toContain('oldStudent');
    await select.selectOption({ label: 'Old student' });
    expect(await select.inputValue()).toBe('oldStudent');
    await expectNoAxeViolations(page, 'admission form on a kiosk');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admission-form-kiosk-360.png` });
    await ctx.close();
  });
});

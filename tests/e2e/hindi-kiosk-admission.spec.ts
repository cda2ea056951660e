import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newDesktopContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';

/** The message a control's aria-describedby points at (the form kit's message under the field). */
const messageOf = (control: Locator) =>
  control.evaluate((el) => {
    const id = el.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

/** Signs in on the Hindi sign-in page (§2 /login/Admin), every word of it in Hindi. */
async function signInInHindi(page: Page) {
  await page.goto('/login/Admin');
  await page.getByRole('heading', { name: 'Admin मॉड्यूल में साइन इन करें' }).waitFor();
  await page.getByLabel('यूज़र नेम', { exact: true }).fill('admissions');
  await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO);
  await page.getByRole('button', { name: 'साइन इन', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/app/Admission/Dashboard');
}

describe('a kiosk in Hindi: the admission desk speaks Hindi at every field', () => {
  it('submits the empty ADMISSION FORM and shows each required field its problem in Hindi (1280 px kiosk)', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/?kiosk=1');
    await page.locator('html.kiosk').waitFor({ state: 'attached' });
    // The device's language, chosen on the kiosk's idle page.
    await page.getByLabel('Language', { exact: true }).selectOption('hi');
    await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');

    await signInInHindi(page);
    await page.goto('/admissionForm');
    await page.getByRole('heading', { level: 1, name: 'प्रवेश फ़ॉर्म' }).waitFor();
    const form = page.getByRole('form', { name: 'प्रवेश फ़ॉर्म' });
    await page.getByTestId('admission-number').filter({ hasText: /ADM/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.evaluate(() => document.documentElement.classList.contains('kiosk'))).toBe(true);

    await form.getByRole('button', { name: 'सहेजें', exact: true }).click();
    // §5: the save's summary as a toast, then each field says which of it is missing.
    await page.locator('ion-toast').filter({ hasText: 'कृपया सभी आवश्यक फ़ील्ड भरें' }).waitFor();
    const fullName = form.getByLabel('पूरा नाम', { exact: true });
    expect(await fullName.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(fullName)).toBe('कृपया पूरा नाम दर्ज करें');
    expect(await fullName.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await messageOf(form.getByRole('radiogroup', { name: 'लिंग' }))).toBe('कृपया लिंग चुनें');
    expect(await messageOf(form.getByLabel('जन्म तिथि', { exact: true }))).toBe('कृपया जन्म तिथि दर्ज करें');
    expect(await messageOf(form.getByLabel('आधार नंबर', { exact: true }))).toBe('कृपया आधार नंबर दर्ज करें');
    expect(await messageOf(form.getByLabel('पाठ्यक्रम', { exact: true }))).toBe(
      'कृपया वह पाठ्यक्रम चुनें जिसके लिए आवेदन किया है',
    );
    expect(await messageOf(form.getByLabel('बैच', { exact: true }))).toBe('कृपया बैच चुनें');
    expect(await messageOf(form.getByLabel('शाखा', { exact: true }))).toBe('कृपया शाखा चुनें');
    // No English problem is left on the form.
    expect(await form.locator('.field-error').allInnerTexts()).not.toContainEqual(expect.stringMatching(/Please/));

    // A rule's message follows the typing, in Hindi too: a mobile number of 4 digits.
    await form.getByLabel('छात्र का मोबाइल', { exact: true }).fill('0987');
    expect(await messageOf(form.getByLabel('छात्र का मोबाइल', { exact: true }))).toBe('मोबाइल नंबर 10 अंकों का होना चाहिए');

    await expectNoAxeViolations(page, 'admission form in Hindi with its problems');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/kiosk-admission-hindi-1280.png`, fullPage: true });
    await context.close();
  });
});

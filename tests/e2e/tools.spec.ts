import { describe, expect, inject, it } from 'vitest';
import { newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { expectNoAxeViolations } from './support/axe';

const baseUrl = inject('baseUrl');
const browser = useBrowser(WITHOUT_SERVICE_WORKER);

describe('Developer Options (§2)', () => {
  it("stores the server address, alerts 'Server Address Changed', reloads and calls the new address", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    // Another back end, answered here so the test needs no second server.
    await page.route('https://campus.example.test/api/app/**', (route) =>
      route.fulfill({ json: ['Another College Regular Examinations, March 2026'], headers: { 'access-control-allow-origin': '*' } }),
    );

    await page.goto('/devtools');
    const field = page.getByLabel('Server Address');
    expect(await field.getAttribute('placeholder')).toBe('Enter Server Address');
    await expectNoAxeViolations(page, '/devtools');
    await field.fill('https://campus.example.test/api/app');
    const dialog = page.waitForEvent('dialog');
    const submit = page.getByRole('button', { name: 'Submit' }).click();
    const alert = await dialog;
    expect(alert.message()).toBe('Server Address Changed');
    await Promise.all([page.waitForEvent('load'), alert.accept(), submit]);
    expect(await page.evaluate(() => localStorage.getItem('serverAddress'))).toBe('https://campus.example.test/api/app');

    await page.goto('/examresults');
    await page.getByText('Another College Regular Examinations, March 2026').waitFor();
    await expectNoAxeViolations(page, 'exam titles from another server');

    await page.goto('/devtools');
    await page.getByRole('button', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });
});

describe('encrypt/decrypt tool (§2, §5, §8)', () => {
  it('encrypts in one panel, decrypts in the other, and reports empty or wrong input', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/encrypt-decrypt');
    const encrypt = page.getByRole('region', { name: 'Encrypt' });
    const decrypt = page.getByRole('region', { name: 'Decrypt' });
    await encrypt.getByRole('button', { name: 'Encrypt' }).click();
    await page.locator('ion-toast').filter({ hasText: 'Please enter an palin text' }).waitFor();
    await expectNoAxeViolations(page, '/encrypt-decrypt with a toast');
    await decrypt.getByRole('button', { name: 'Decrypt' }).click();
    await page.locator('ion-toast').filter({ hasText: 'Please enter an encrypted value' }).waitFor();

    await encrypt.getByLabel('Plain text').fill('Hall ticket 2400123');
    await encrypt.getByRole('button', { name: 'Encrypt' }).click();
    await expect.poll(() => encrypt.getByLabel('Result').inputValue()).not.toBe('');
    const cipher = await encrypt.getByLabel('Result').inputValue();
    await decrypt.getByLabel('Encrypted value').fill(cipher);
    await decrypt.getByRole('button', { name: 'Decrypt' }).click();
    await page.locator('ion-toast').filter({ hasText: 'Decryption successful!' }).waitFor();
    expect(await decrypt.getByLabel('Result').inputValue()).toBe('Hall ticket 2400123');
    await expectNoAxeViolations(page, '/encrypt-decrypt with both results');

    await decrypt.getByLabel('Encrypted value').fill('garbage');
    await decrypt.getByRole('button', { name: 'Decrypt' }).click();
    await page.locator('ion-toast').filter({ hasText: 'Error decrypting the value!' }).waitFor();
    await context.close();
  });
});

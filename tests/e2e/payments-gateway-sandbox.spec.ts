import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { DEMO_GATEWAY_KEYS } from '../../src/server/gateway/gateway-keys';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';
import { ROLL_PREFIX } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const EXAM = DEMO_GATEWAY_KEYS.find((k) => k.feeType === 'EXAM FEE')!;

/** A charge made the way the payment flows make it: the REST call with the exam fee's demo keys. */
async function createCharge(orderId: string): Promise<{ uuid: string; paymentLink: string }> {
  const res = await fetch(`${baseUrl}/sandbox-gateway/pg/rest/v1/charge`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${EXAM.paymentGatewayUserName}:${EXAM.paymentGatewayPassword}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      orderId,
      orderInfo: 'Exam fee, semester II-I',
      currency: 'INR',
      amount: 125050,
      maxAgeInHours: 1,
      udf: ['EXAM FEE'],
      customer: {
        uid: `${ROLL_PREFIX}0501`,
        name: `${ROLL_PREFIX}0501`,
        emailId: 'student@example.in',
        phone: '9876543210',
      },
      return: {
        method: 'GET',
        url: `${baseUrl}/lyra/examFeepayment/status?feeType=EXAM%20FEE&orderId=${orderId}`,
        timeout: 0,
      },
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { uuid: string; paymentLink: string };
}

describe('sandbox hosted payment page', () => {
  it('fits 360 px, passes axe, and pays with the success card by keyboard, returning with vads_charge_status PAID', async () => {
    const orderId = `E2E-${Date.now()}`;
    const charge = await createCharge(orderId);
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto(charge.paymentLink);
    expect(await page.getByRole('note').innerText()).toContain('TEST MODE');
    expect(await page.locator('.amount').innerText()).toBe('₹1,250.50');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/sandbox-gateway-360.png`, fullPage: true });

    await page.getByLabel('Card number').focus();
    await page.keyboard.type('4111 1111 1111 1111');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await Promise.all([page.waitForURL(/vads_charge_status=/), page.keyboard.press('Enter')]);
    const back = new URL(page.url());
    expect(back.pathname).toBe('/lyra/examFeepayment/status');
    expect(back.searchParams.get('orderId')).toBe(orderId);
    expect(back.searchParams.get('vads_charge_status')).toBe('PAID');
    expect(back.searchParams.get('vads_charge_uuid')).toBe(charge.uuid);
    await context.close();
  });

  it('shows form problems next to the fields and in a summary that passes axe', async () => {
    const charge = await createCharge(`E2E-BAD-${Date.now()}`);
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto(charge.paymentLink);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('01/20');
    await page.getByRole('button', { name: /by card/ }).click();
    // The click posts the form: the answer's page moves focus to its summary once it has loaded.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id).catch(() => null)).toBe('problems');
    expect(await page.getByRole('alert').innerText()).toContain(
      'This is a test gateway: use one of the test cards listed below.',
    );
    expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#expiry-error').innerText()).toBe('This card has expired.');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/sandbox-gateway-errors-360.png`, fullPage: true });
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);

describe('legal pages (§1, §2)', () => {
  it('states every fact of the seed, reachable from the home page', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.getByRole('heading', { name: 'TERMS AND CONDITIONS', level: 2 }).waitFor();
    await expectNoAxeViolations(page, '/terms');
    const terms = await page.locator('article.legal').innerText();
    for (const fact of [
      '30 days',
      'Services that have already been delivered are not refunded',
      '50% of the amount you paid',
      'laws of India',
      'courts at Hyderabad',
      'at least 18 years old',
      '7 December 2022',
    ]) {
      expect(terms).toContain(fact);
    }
    await page.screenshot({ path: `${ARTIFACTS_DIR}/terms-360.png`, fullPage: true });

    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'PRIVACY POLICY', level: 2 }).waitFor();
    await expectNoAxeViolations(page, '/privacy');
    const privacy = await page.locator('article.legal').innerText();
    for (const heading of [
      'General',
      'How information is collected',
      'Information collected',
      'Use of information',
      'Data transfer',
      'Cookies',
      'Data security',
      'Third-party links',
      'Social plugins',
      'Sharing of information',
      'Children',
      'Changes to this policy',
      'Contact',
    ]) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    for (const item of [
      'name',
      'e-mail address',
      'mobile number',
      'designation',
      'current organization',
      'resume',
      'under 18',
      '7 December 2022',
    ])
      expect(privacy).toContain(item);

    const res = await page.goto('/return');
    expect(res?.status()).toBe(200);
    await page.getByText('Digital products cannot be returned').waitFor();
    await expectNoAxeViolations(page, '/return');
    expect(await page.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});

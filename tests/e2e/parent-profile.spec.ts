import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PARENT_PROFILE_MESSAGES as M } from '../../src/domain/parents/messages';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { ROLL_PREFIX, ROLL_PREFIX_LOWER } from './support/demo-seed';
import { e2eServer } from './support/server';
import { useSignedIn } from './support/signed-in';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const signedIn = useSignedIn(browser, baseUrl);
const DEMO_ROLL = `${ROLL_PREFIX}0501`;
const STUDENT_MAIL = `${ROLL_PREFIX_LOWER}0501@demo-college.edu.in`;

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/** The message under a field, by the field's aria-describedby. */
async function messageOf(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-message'));
  return page.locator(`[id="${ids[0]}"]`).textContent();
}

describe('My Profile at 360 px (the parent)', () => {
  it('opens from the dashboard, shows the linked child masked, refuses a bad mobile and saves the details', async () => {
    const page = await signedIn('parent', true);
    await page.goto('/app/Parent Dashboard');
    await page.getByRole('heading', { level: 1, name: 'Parent Dashboard' }).waitFor();
    await page.getByRole('link', { name: "My Profile: your details and your students' details" }).click();
    await page.waitForURL((url) => url.pathname === '/app/Parent/Profile');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();

    // The child as the college holds them: their e-mail masked, never in full.
    const child = page.locator('.parent-profile__student').filter({ hasText: DEMO_ROLL });
    await child.waitFor();
    expect(await child.innerText()).toContain(`${STUDENT_MAIL[0]}***@demo-college.edu.in`);
    expect(await page.getByText(STUDENT_MAIL).count()).toBe(0);
    // The e-mail is the sign-in address: shown, not editable.
    expect(await page.getByLabel('E-mail', { exact: true }).getAttribute('readonly')).not.toBeNull();

    // A mobile that is not one: the words under the field, focus on it, nothing saved.
    const form = page.getByRole('form', { name: 'Your details' });
    await form.getByLabel('Name', { exact: true }).fill('Lakshmi Devi');
    await form.getByLabel('Mobile', { exact: true }).fill('12345');
    await form.getByLabel('Relation to the students', { exact: true }).selectOption('Mother');
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await messageOf(page, 'Mobile')).toBe(M.mobileInvalid);
    expect(await form.getByLabel('Mobile', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'my profile with a message');

    // Pasted with +91 it is the 10 digits; the address keeps its lines.
    await form.getByLabel('Mobile', { exact: true }).fill('+91 98480 12345');
    expect(await form.getByLabel('Mobile', { exact: true }).inputValue()).toBe('9848012345');
    await form.getByLabel('Address', { exact: true }).fill('Door 1-2-3, Main Road\nGuntur 522001');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: M.saved }).waitFor();
    await expectNoAxeViolations(page, 'my profile');
    await noOverflow(page);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/parent-profile-360.png`, fullPage: true });

    // Opened again, the details are the saved ones.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    const again = page.getByRole('form', { name: 'Your details' });
    await expect.poll(() => again.getByLabel('Mobile', { exact: true }).inputValue()).toBe('9848012345');
    expect(await again.getByLabel('Relation to the students', { exact: true }).inputValue()).toBe('Mother');
    expect(await again.getByLabel('Address', { exact: true }).inputValue()).toBe(
      'Door 1-2-3, Main Road\nGuntur 522001',
    );
    await child.getByText('Mother').waitFor();

    // Offline: still readable, and Save waits for a connection.
    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Saving your profile needs a connection' }).waitFor();
    expect(await again.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await noOverflow(page);
    await page.context().setOffline(false);
    await expect.poll(() => again.getByRole('button', { name: 'Save' }).isDisabled()).toBe(false);
  });

  it("reaches My Profile from the Parent tile's Student details and Profile", async () => {
    const page = await signedIn('parent', true);
    for (const name of ['Student details', 'Profile']) {
      await page.goto('/coming-soon?module=Parent');
      await page.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/app/Parent/Profile');
      await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    }
  });
});

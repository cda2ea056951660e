import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMISSION_MESSAGES, SECOND_FORM_MESSAGES as S } from '../../src/domain/admissions/messages';
import { withVerhoeffDigit } from '../../src/domain/admissions/verhoeff';
import { expectNoAxeViolations } from './support/axe';
import { isAdmissionFormPdf } from './pages/admission-form-page';
import {
  ARTIFACTS_DIR,
  newDesktopContext,
  newPhoneContext,
  useBrowser,
  waitForAppOnNavigation,
  WITHOUT_SERVICE_WORKER,
} from './support/browser';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';
const PATH = '/AdmissionFormForSmsk';

/** An Aadhaar number of this run only, so the spec makes its own admission whatever ran before. */
const runAadhaar = () => withVerhoeffDigit(`9${String(Date.now()).slice(-10)}`);

async function signedIn(context: BrowserContext, username = 'admissions'): Promise<Page> {
  const res = await context.request.post('/api/auth/signin?module=Admin', {
    data: { username, password: DEMO, module: 'Admin' },
  });
  expect(res.status()).toBe(200);
  const page = await context.newPage();
  await page.goto(PATH);
  await page.getByRole('form', { name: 'STUDENT ADMISSION FORM' }).waitFor();
  return page;
}

/** The drafts on the device (null when there is no store yet). */
const readDrafts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[] | null>((resolve) => {
        const request = indexedDB.open('campus-erp');
        request.onerror = () => resolve(null);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('drafts')) return (db.close(), resolve(null));
          const all = db.transaction('drafts', 'readonly').objectStore('drafts').getAll();
          all.onsuccess = () => (db.close(), resolve(all.result));
        };
      }),
  );

/** How many drafts the device holds (-1 when there is no store yet). */
const storedDrafts = async (page: Page) => (await readDrafts(page))?.length ?? -1;

/** The drafts on the device as JSON text ('' when there is no store yet). */
const storedDraftText = async (page: Page) => {
  const drafts = await readDrafts(page);
  return drafts ? JSON.stringify(drafts) : '';
};

/** Every alert the page raises, accepted (OK), in order. */
function recordAlerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

async function optionsLoaded(page: Page, label: string, value: string) {
  await page.waitForFunction(
    ([l, v]) => {
      const select = [...document.querySelectorAll('label')].find((x) => x.textContent?.startsWith(l!))?.control as
        HTMLSelectElement | undefined;
      return Boolean(select && [...select.options].some((o) => o.value === v));
    },
    [label, value],
  );
}

async function choose(page: Page, label: string, value: string) {
  await optionsLoaded(page, label, value);
  await page.getByLabel(label, { exact: true }).selectOption(value);
}

describe('STUDENT ADMISSION FORM (§2 /AdmissionFormForSmsk, §5 second form)', () => {
  it('alerts the §5 rules one at a time in order, checks Aadhaar and mobiles on blur, saves, resets and downloads the PDF', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await signedIn(context);
    const alerts = recordAlerts(page);
    await expectNoAxeViolations(page, 'second admission form');
    const submit = async () => {
      const before = alerts.length;
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => alerts.length).toBe(before + 1);
      return alerts.at(-1);
    };

    expect(await submit()).toBe('Please enter date of Admission');
    await page.getByLabel('Date of Admission').fill('2026-07-15');
    expect(await submit()).toBe('Please enter Full Name');
    await page.getByLabel('Full Name').fill('Kavya Sharma');
    await page.getByLabel('Date of Birth').fill('2008-04-10');
    expect(await submit()).toBe('Please select  admissionType');
    await choose(page, 'Admission Type', 'Direct');
    expect(await submit()).toBe('Please select  Course Applied for');
    await choose(page, 'Level', 'UG');
    await choose(page, 'Degree (Course Applied for)', 'B.Tech');
    await choose(page, 'Batch', '2026-2030');
    expect(await submit()).toBe('Please select branch');
    await choose(page, 'Branch', 'CSE');
    expect(await submit()).toBe('Please select gender');
    await page.getByLabel('Female').check();
    expect(await submit()).toBe('Please enter Aadhar number');

    // On blur: a short Aadhaar number is alerted and cleared; so are mobiles not starting 6 to 9.
    const aadhaar = page.getByLabel('Aadhaar No');
    await aadhaar.fill('12345');
    await aadhaar.blur();
    await expect.poll(() => alerts.at(-1)).toBe('Invalid Aadhaar Number');
    expect(await aadhaar.inputValue()).toBe('');
    const father = page.getByLabel('Father Mobile');
    await father.fill('51234abc56789');
    expect(await father.inputValue()).toBe('5123456789');
    await father.blur();
    await expect.poll(() => alerts.at(-1)).toBe('Please enter a valid mobile number');
    expect(await father.inputValue()).toBe('');
    // Pasted from a chat: +91 and the spaces are read, the number is kept whole.
    await father.fill('+91 98765 43210');
    expect(await father.inputValue()).toBe('9876543210');
    await father.blur();

    const aadhaarNo = runAadhaar();
    // One digit mistyped: the Verhoeff check digit catches it on blur.
    await aadhaar.fill(`${aadhaarNo.slice(0, 11)}${String((Number(aadhaarNo[11]) + 1) % 10)}`);
    await aadhaar.blur();
    await expect.poll(() => alerts.at(-1)).toBe('Invalid Aadhaar Number');
    expect(await aadhaar.inputValue()).toBe('');
    await aadhaar.fill(`${aadhaarNo.slice(0, 4)}-${aadhaarNo.slice(4, 8)}-${aadhaarNo.slice(8)}`);
    expect(await aadhaar.inputValue()).toBe(aadhaarNo);
    await page.getByLabel('Identification Mark B').fill('Mole on the right cheek');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admission-second-form-1280.png`, fullPage: true });
    const alertsBeforeSave = alerts.length;
    const download = page.waitForEvent('download', { predicate: isAdmissionFormPdf });
    await page.getByRole('button', { name: 'Submit' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Admission_Form_\d{4}ADM\d{4,} \.pdf$/);
    await page.locator('ion-toast').filter({ hasText: ADMISSION_MESSAGES.saved }).waitFor();
    expect(alerts.length).toBe(alertsBeforeSave);
    // §4: every field was reset on the OK answer, before the PDF came.
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await aadhaar.inputValue()).toBe('');
    const pdfPath = `${ARTIFACTS_DIR}/admission-second-form.pdf`;
    await file.saveAs(pdfPath);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Kavya Sharma');
    expect(text).toContain(file.suggestedFilename().replace(/^Admission_Form_| \.pdf$/g, ''));
    await page.getByRole('region', { name: 'Saved admission form' }).waitFor();
    await expectNoAxeViolations(page, 'second admission form after a save');
    await context.close();
  });

  it('offers a college that admits by seat type (KNRR) its seat types, never Direct, Lateral or Transfer, which its save refuses', async () => {
    // This server's college is DEMO, so the college code the form reads is answered as KNRR's (the server's side of
    // the rule has its API test); without the service worker every request of the page passes the route.
    const context = waitForAppOnNavigation(
      await browser().newContext({
        ...WITHOUT_SERVICE_WORKER,
        baseURL: baseUrl,
        viewport: { width: 360, height: 780 },
        deviceScaleFactor: 1,
      }),
    );
    await context.route('**/api/app/getCollegeName*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'KNRR' }),
    );
    const page = await signedIn(context);
    await optionsLoaded(page, 'Admission Type', 'Convener');
    const offered = await page
      .getByLabel('Admission Type', { exact: true })
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
    expect(offered).toEqual(['Convener', 'Management', 'NRI', 'Spot', 'Lateral Entry', 'Sports and NCC']);
    await choose(page, 'Admission Type', 'Management');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admission-second-form-seat-types-360.png` });
    await context.close();
  });

  it('switches to Excel upload mode with the Upload toggle, and Close leaves it (§2, §4)', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await signedIn(context);
    await page.getByRole('button', { name: 'Upload' }).first().click();
    await page.getByRole('heading', { name: 'Excel upload of admissions' }).waitFor();
    expect(await page.getByRole('form', { name: 'STUDENT ADMISSION FORM' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'second admission form in upload mode');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('form', { name: 'STUDENT ADMISSION FORM' }).waitFor();
    await context.close();
  });

  it('keeps an unsaved form as the clerk’s draft across a reload', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await signedIn(context);
    await page.getByLabel('Full Name').fill('Draft Student');
    await page.getByLabel('Mother Mobile').fill('9988776655');
    // The draft is written 400 ms after the last key stroke: wait for the one holding both fields (a slow machine may
    // write one after the first field too).
    await expect.poll(() => storedDraftText(page), { timeout: 10_000 }).toContain('9988776655');
    expect(await storedDrafts(page)).toBe(1);
    await page.reload();
    await page.getByText(S.draftRestored).waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Draft Student');
    expect(await page.getByLabel('Mother Mobile').inputValue()).toBe('9988776655');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admission-second-form-draft-360.png`, fullPage: true });
    await expectNoAxeViolations(page, 'second admission form with a restored draft');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => storedDrafts(page), { timeout: 10_000 }).toBe(0);
    await page.reload();
    await page.getByRole('form', { name: 'STUDENT ADMISSION FORM' }).waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    await context.close();
  });

  it('opens offline with the lookups kept on the device, validates, and keeps the draft when saving needs a connection', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await signedIn(context);
    const alerts = recordAlerts(page);
    // A first online visit: the service worker takes control and the cascade's lists are fetched once.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await choose(page, 'Admission Type', 'Direct');
    await choose(page, 'Level', 'UG');
    await choose(page, 'Degree (Course Applied for)', 'B.Tech');
    await choose(page, 'Batch', '2026-2030');
    await optionsLoaded(page, 'Branch', 'CSE');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForTimeout(800);

    // Forget the persisted query cache: what follows can only come from the device store (Dexie).
    await page.evaluate(() => localStorage.removeItem('campus-erp-query-cache'));
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('form', { name: 'STUDENT ADMISSION FORM' }).waitFor();
    await page.getByLabel('Date of Admission').fill('2026-07-15');
    await page.getByLabel('Full Name').fill('Offline Student');
    await page.getByLabel('Date of Birth').fill('2008-04-10');
    await choose(page, 'Admission Type', 'Direct');
    await choose(page, 'Level', 'UG');
    await choose(page, 'Degree (Course Applied for)', 'B.Tech');
    await choose(page, 'Batch', '2026-2030');
    await choose(page, 'Branch', 'CSE');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alerts.at(-1)).toBe('Please select gender');
    await page.getByLabel('Male', { exact: true }).check();
    await page.getByLabel('Aadhaar No').fill(runAadhaar());
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('ion-toast').filter({ hasText: ADMISSION_MESSAGES.offline }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admission-second-form-offline-360.png`, fullPage: true });
    await expectNoAxeViolations(page, 'second admission form offline');
    await expect.poll(() => storedDrafts(page), { timeout: 10_000 }).toBe(1);
    await page.reload();
    await page.getByText(S.draftRestored).waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Offline Student');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForTimeout(800);
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ALUMNI_MESSAGES as M } from '../../src/domain/alumni/messages';
import { CLAIM_MESSAGES } from '../../src/domain/auth/student-claim';
import { chooseDegreeBatchBranch } from './pages/alumni-forms';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { claimCodeMailedTo, latestMailTo, mailsSoFar } from './support/mailbox';
import {
  ARTIFACTS_DIR,
  newDesktopContext,
  newPhoneContext,
  useBrowser,
  WITHOUT_SERVICE_WORKER,
} from './support/browser';
import { e2eServer } from './support/server';
import { GRADUATE_PREFIX, demo } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
// Unique per run, so the spec never meets records of another run or spec.
const RUN = Date.now().toString(36).toUpperCase().slice(-5);

async function signedInPage(kind: 'phone' | 'desktop', user: string, landing: string) {
  const ctx =
    kind === 'phone' ? await newPhoneContext(browser(), baseUrl) : await newDesktopContext(browser(), baseUrl);
  const page = await ctx.newPage();
  await new LoginPage(page).signInAndLand('Placements Cell', user, DEMO, landing);
  return { ctx, page };
}

/** Closes the §8 popup after checking its words. */
async function popup(page: Page, header: string, message: string) {
  const alert = page.locator('ion-alert');
  await alert.getByText(message, { exact: true }).waitFor();
  expect(await alert.locator('.alert-title').innerText()).toBe(header);
  await alert.getByRole('button', { name: 'OK' }).click();
  await alert.waitFor({ state: 'detached' });
}

describe('alumni registration (/app/Alumni/Registration Form)', () => {
  it('registers an alumnus with each working option, shows the §8 popups and resets the form', async () => {
    const { ctx, page } = await signedInPage('desktop', 'placement_rdean', '/app/Placements/Company%20Placement');
    await page.goto('/app/Alumni/Registration%20Form');
    const form = page.getByRole('form', { name: 'Alumni Registration' });
    await form.waitFor();
    await expectNoAxeViolations(page, 'alumni registration');

    // §5: every required field says 'Required*' on submit.
    await form.getByRole('button', { name: 'Submit' }).click();
    expect(await form.getByText(M.required, { exact: true }).count()).toBeGreaterThanOrEqual(6);

    for (const working of ['yes', 'no', 'NA'] as const) {
      const roll = `E2E${RUN}${working.toUpperCase()}`;
      await form.getByRole('textbox', { name: 'Name' }).fill(`Alumnus ${working}`);
      await form.getByRole('textbox', { name: 'Roll Number' }).fill(roll);
      await chooseDegreeBatchBranch(page);
      await form.getByRole('textbox', { name: 'Mobile Number' }).fill('98765');
      await form.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
      // After a save the form is reset and quiet again: Submit shows each problem at its field.
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByText(M.emailInvalid).waitFor();
      await form.getByRole('textbox', { name: 'Mobile Number' }).fill('9876543210');
      await form.getByRole('textbox', { name: 'E-mail' }).fill('alumnus@example.com');
      await form.getByRole('radio', { name: working === 'NA' ? 'NA' : working === 'yes' ? 'Yes' : 'No' }).check();
      const workShown = await form.getByRole('textbox', { name: 'Company Name' }).count();
      const studyShown = await form.getByRole('textbox', { name: 'Institute Name' }).count();
      expect([workShown, studyShown]).toEqual(working === 'yes' ? [1, 0] : working === 'no' ? [0, 1] : [0, 0]);
      if (working === 'yes') {
        await form.getByRole('textbox', { name: 'Company Name' }).fill('Infosys');
        await form.getByRole('textbox', { name: 'Job Title' }).fill('Engineer');
        await form.getByRole('textbox', { name: 'Work Address' }).fill('Hyderabad');
      }
      if (working === 'no') {
        await form.getByRole('textbox', { name: 'Institute Name' }).fill('IIT Hyderabad');
        await form.getByRole('textbox', { name: 'Course Name' }).fill('M.Tech');
        await form.getByRole('textbox', { name: 'Education Address' }).fill('Sangareddy');
      }
      await page.locator('input[type=file]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
      await form.getByRole('button', { name: 'Submit' }).click();
      await popup(page, 'Success', M.registrationDone);
      expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');
      expect(await form.getByRole('textbox', { name: 'Roll Number' }).inputValue()).toBe('');
    }

    // The same roll number again: the server's body in the 'Oops...' popup.
    await form.getByRole('textbox', { name: 'Name' }).fill('Alumnus again');
    await form.getByRole('textbox', { name: 'Roll Number' }).fill(`E2E${RUN}NA`);
    await chooseDegreeBatchBranch(page);
    await form.getByRole('textbox', { name: 'Mobile Number' }).fill('9876543210');
    await form.getByRole('button', { name: 'Submit' }).click();
    await popup(page, M.errorTitle, M.duplicateRegistration);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/alumni-registration-1280.png`, fullPage: true });
    await ctx.close();
  });

  it('lets an alumnus without an account make one with roll number, date of birth and the code mailed to the student (public)', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await page.goto('/login/Placements%20Cell');
    await page.getByRole('link', { name: 'Create your alumni account' }).click();
    const form = page.getByRole('form', { name: 'Alumni Account' });
    await form.waitFor();
    await expectNoAxeViolations(page, 'alumni account');
    await form.getByRole('textbox', { name: 'Roll Number' }).fill(`${GRADUATE_PREFIX}0501`);
    // A wrong date of birth is answered as a right one (the server tests prove it), so the walk uses the right one.
    await form.getByLabel('Date of Birth').fill(demo.graduateDateOfBirth);
    await form.getByRole('textbox', { name: 'E-mail' }).fill('alumnus0501@example.com');
    await form.getByLabel('Password', { exact: true }).fill('Alumni@2026');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Alumni@2026');
    const beforeCode = mailsSoFar(e2eServer().mailDir);
    await form.getByRole('button', { name: 'Send me a code' }).click();
    const codeForm = page.getByRole('form', { name: 'Alumni Account' });
    await codeForm.getByRole('status').filter({ hasText: CLAIM_MESSAGES.codeSent }).waitFor();
    await expectNoAxeViolations(page, 'alumni account code');
    const code = await claimCodeMailedTo(
      e2eServer().mailDir,
      `${GRADUATE_PREFIX.toLowerCase()}0501@demo-college.edu.in`,
      beforeCode,
    );
    await codeForm
      .getByRole('textbox', { name: CLAIM_MESSAGES.codeLabel })
      .fill(code === '000000' ? '111111' : '000000');
    await codeForm.getByRole('button', { name: 'Create my alumni account' }).click();
    await codeForm.getByRole('alert').filter({ hasText: CLAIM_MESSAGES.codeWrong }).waitFor();
    await codeForm.getByRole('textbox', { name: CLAIM_MESSAGES.codeLabel }).fill(code);
    await codeForm.getByRole('button', { name: 'Create my alumni account' }).click();
    await popup(page, 'Success', M.accountCreated(`alumni.${GRADUATE_PREFIX.toLowerCase()}0501`));
    expect(
      await latestMailTo(
        e2eServer().mailDir,
        `${GRADUATE_PREFIX.toLowerCase()}0501@demo-college.edu.in`,
        new RegExp(`alumni account alumni\\.${GRADUATE_PREFIX.toLowerCase()}0501 was created`),
      ),
    ).toContain(`${GRADUATE_PREFIX}0501`);
    await page.waitForURL((url) => url.pathname.startsWith('/login/'));
    await new LoginPage(page).signIn(`alumni.${GRADUATE_PREFIX.toLowerCase()}0501`, 'Alumni@2026');
    await page.waitForURL((url) => url.pathname === '/app/Alumni/Registration%20Form');
    await page.getByRole('form', { name: 'Alumni Registration' }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/alumni-registration-360.png`, fullPage: true });
    await ctx.close();
  });
});

describe('alumni history (/AlumniHistory)', () => {
  it("refuses a roll number already on record with 'Record with this roll number already exists!', then saves a new one and reloads the list", async () => {
    const { ctx, page } = await signedInPage('phone', 'placement_rdean', '/app/Placements/Company%20Placement');
    await page.goto('/AlumniHistory');
    const form = page.getByRole('form', { name: 'Alumni History' });
    await form.waitFor();
    const firstRoll = (await page.locator('.alumni-table tbody tr td').first().innerText()).trim();
    await expectNoAxeViolations(page, 'alumni history');

    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(M.selectStatus).waitFor();
    await form.getByRole('radio', { name: 'Working' }).check();
    await form.getByText('Offer Letter').waitFor();
    await form.getByRole('textbox', { name: 'Roll Number' }).fill(firstRoll);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(M.duplicateRoll).waitFor();

    const roll = `H${RUN}01`;
    await form.getByRole('radio', { name: 'Studying' }).check();
    await form.getByText('University Admit Card').first().waitFor();
    await form.getByRole('textbox', { name: 'Roll Number' }).fill(`  ${roll}  `);
    await form.getByRole('textbox', { name: 'Student Name' }).fill('  Meena Kumari ');
    await form.getByRole('textbox', { name: "Father's Name" }).fill('Raghu');
    await chooseDegreeBatchBranch(page, 'Course');
    await form.getByRole('textbox', { name: 'Student E-mail' }).fill('meena@example.com');
    await form.getByRole('textbox', { name: 'Student Phone Number' }).fill('9123456789');
    await form.getByRole('textbox', { name: 'Institute Name' }).fill('IIT Hyderabad');
    await form.getByRole('textbox', { name: 'Location' }).fill('Sangareddy');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(M.admitCardRequired).waitFor();
    const files = page.locator('input[type=file]');
    await files.nth(0).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('.file-field img').first().waitFor();
    await files.nth(1).setInputFiles({ name: 'admit.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(M.historySaved).waitFor();
    await page
      .locator('.alumni-table tbody tr', { hasText: roll })
      .getByText('Meena Kumari', { exact: true })
      .waitFor();
    expect(await form.getByRole('textbox', { name: 'Roll Number' }).inputValue()).toBe('');
    expect(
      await files.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).files?.length ?? 0)),
    ).toEqual([0, 0]);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/alumni-history-360.png`, fullPage: true });
    await ctx.close();
  });
});

describe('alumni directory', () => {
  it('filters by batch, branch, status and company, shows counts by batch and exports the rows as Excel', async () => {
    const { ctx, page } = await signedInPage('desktop', 'placement_rdean', '/app/Placements/Company%20Placement');
    await page.goto('/app/Alumni/Directory');
    const form = page.getByRole('form', { name: 'Search alumni' });
    await form.waitFor();
    await page.getByRole('heading', { name: /alumni found/ }).waitFor();
    await expectNoAxeViolations(page, 'alumni directory');
    await form.getByLabel('Status', { exact: true }).selectOption('working');
    await form.getByLabel('Branch', { exact: true }).selectOption('CSE');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('.alumni-table tbody tr')];
      return (
        rows.length > 0 &&
        rows.every((tr) => tr.children[4]?.textContent === 'Working' && tr.children[3]?.textContent === 'CSE')
      );
    });
    const statuses = await page.locator('.alumni-table tbody tr td:nth-child(5)').allInnerTexts();
    const branches = await page.locator('.alumni-table tbody tr td:nth-child(4)').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Working']));
    expect(new Set(branches)).toEqual(new Set(['CSE']));
    expect(await page.locator('.alumni-counts tbody tr td').first().innerText()).toBe(String(statuses.length));
    const company = (await page.locator('.alumni-table tbody tr td:nth-child(6)').first().innerText()).trim();
    await form.getByRole('textbox', { name: 'Company' }).fill(company);
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForFunction((c) => {
      const rows = [...document.querySelectorAll('.alumni-table tbody tr')];
      return rows.length > 0 && rows.every((tr) => tr.children[5]?.textContent === c);
    }, company);
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Alumni_Directory.xlsx');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/alumni-directory-1280.png`, fullPage: true });
    await ctx.close();
  });

  it('leads an alumnus who already has a record from the registration form to editing it (360 px, kiosk)', async () => {
    const { ctx, page } = await signedInPage('phone', 'alumni', '/app/Alumni/Alumni%20Dashboard');
    await page.goto('/app/Alumni/Registration%20Form?kiosk=1');
    await page.getByText(M.alreadyRegistered).waitFor();
    await page.getByRole('form', { name: 'My alumni record' }).waitFor();
    expect(await page.getByRole('form', { name: 'Alumni Registration' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'alumni registration, already registered');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/alumni-registration-registered-360.png`, fullPage: true });
    await ctx.close();
  });

  it('lets the alumnus edit their own record from the directory (360 px)', async () => {
    const { ctx, page } = await signedInPage('phone', 'alumni', '/app/Alumni/Alumni%20Dashboard');
    await page.goto('/app/Alumni/Directory');
    const mine = page.getByRole('form', { name: 'My alumni record' });
    await mine.waitFor();
    await expectNoAxeViolations(page, 'alumni directory (alumnus)');
    await mine.getByRole('radio', { name: 'Yes' }).check();
    await mine.getByRole('textbox', { name: 'Company Name' }).fill(`Company ${RUN}`);
    await mine.getByRole('textbox', { name: 'Job Title' }).fill('Engineer');
    await mine.getByRole('textbox', { name: 'Work Address' }).fill('Hyderabad');
    await mine.getByRole('button', { name: 'Save my record' }).click();
    await page.getByText(M.ownRecordSaved).waitFor();
    await page
      .locator('.alumni-table tbody tr', { hasText: `${GRADUATE_PREFIX}0502` })
      .getByText(`Company ${RUN}`)
      .waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/alumni-directory-360.png`, fullPage: true });
    await ctx.close();
  });
});

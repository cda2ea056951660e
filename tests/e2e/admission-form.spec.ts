import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMISSION_MESSAGES as M } from '../../src/domain/admissions/messages';
import { withVerhoeffDigit } from '../../src/domain/admissions/verhoeff';
import { AdmissionFormPage } from './pages/admission-form-page';
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

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// Each run its own Aadhaar numbers, so the spec never collides with records of another run or spec.
const stamp = String(Date.now()).slice(-10);
const AADHAAR = withVerhoeffDigit(`2${stamp}`);

const overflow = (page: Page) =>
  page
    .locator('.app-scroll')
    .first()
    .evaluate((el) => el.scrollWidth - el.clientWidth);

async function signInAsClerk(page: Page) {
  await new LoginPage(page).signInAndLand('Admin', 'admissions', DEMO, '/app/Admission/Dashboard');
}

const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });

describe('ADMISSION FORM: a clerk admits a student, modifies the record and finds it in the register', () => {
  it('fills the form with the cascades, saves, downloads the PDF, modifies it and finds it in the register (1280 px)', async () => {
    const ctx = await newDesktopContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await signInAsClerk(page);
    await page.goto('/admissionForm');
    await page.getByRole('heading', { level: 1, name: 'ADMISSION FORM' }).waitFor();
    const form = new AdmissionFormPage(page);
    const shownNumber = await form.admissionNumberShown();
    expect(shownNumber).toMatch(/^\d{4}ADM\d{4,}$/);
    await expectNoAxeViolations(page, 'admission form (new)');

    // §5 live rules as toasts, word for word; the Aadhaar input keeps digits only, 12 at most.
    await form.field('Full Name').fill('Ravi2');
    await form.toast(M.text).waitFor();
    await form.field('Full Name').fill('Ravi Kumar');
    await form.field("Father's Mobile").fill('0987');
    await form.toast(M.mobile).waitFor();
    // Pasted from a chat: +91 and the spaces are read, the number is kept whole.
    await form.field("Father's Mobile").fill('+91 98765 43210');
    expect(await form.field("Father's Mobile").inputValue()).toBe('9876543210');
    await form
      .field('Aadhaar No')
      .pressSequentially(`${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)}-${AADHAAR.slice(8)}99`);
    expect(await form.field('Aadhaar No').inputValue()).toBe(AADHAAR);
    await form.form().getByRole('button', { name: 'Save', exact: true }).click();
    await form.toast(M.required).waitFor();

    await form.choose('Gender', 'Male');
    await form.field('Date of Birth').fill('2008-03-02');
    await form.field("Father's Name").fill('Suresh Kumar');
    await form.field('Student Mobile').fill('9123456780');
    // §5 fields: guardian, schooling, bank account and distance, each with its rule.
    await form.field("Guardian's Name").fill('Ramesh 2');
    await form.toast('Please Enter Text').waitFor();
    await form.field("Guardian's Name").fill('Ramesh Rao');
    await form.field("Guardian's Mobile").fill('9000012345');
    await form.field("Guardian's Address").fill('Near Bus Stand');
    await form.field('Board').fill('State Board');
    await form.field('School Name').fill('Zilla Parishad High School');
    await form.field('Institution (Inter / Diploma)').fill('Narayana Junior College');
    await form.field('Year of Pass').fill('2026');
    await form.field('Grade Points').fill('9');
    await form.field('Distance from Residence (km)').fill('12');
    await form.field('Bank Account No').fill('31245678901');
    await form.select('Caste Category', 'BC-A');
    await form.select('Sub Caste', 'Mudiraj');
    await form.field('Door No').first().fill('4-12/3');
    await form.field('Village / Town').first().fill('Kukatpally');
    await form.field('Pincode').first().fill('500072');
    await page.getByLabel('Same as permanent address').check();
    expect(await form.field('Pincode').nth(1).inputValue()).toBe('500072');
    await form.select('Entrance Type', 'ICETT');
    // §4 cascade: course → batches → branches → semesters.
    await form.select('Course', 'B.Tech');
    await form.select('Batch', '2026-2030');
    await form.select('Branch', 'CSE – Computer Science and Engineering');
    await form.select('Semester', 'I Year I Semester');
    expect(await form.field('Regulation').inputValue()).not.toBe('');
    // §4: the admission type is copied into the seat type (a college without seat types: Direct, Lateral, Transfer).
    await form.select('Admission Type', 'Lateral');
    expect(await form.field('Seat Type').inputValue()).toBe('Lateral');
    await form.field('Fee Commitment (Rs)').fill('75000');
    await form
      .form()
      .getByLabel('Passport Photo')
      .setInputFiles({ name: 'ravi.png', mimeType: 'image/png', buffer: TINY_PNG });
    await form.form().getByRole('img').first().waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admission-form-1280.png`, fullPage: true });

    const download = await form.save();
    await form.toast('Record saved successfully').waitFor();
    const adminNo = (await page.locator('p.success-note').filter({ hasText: 'saved' }).innerText()).match(
      /\d{4}ADM\d{4,}/,
    )![0];
    expect(download.suggestedFilename()).toBe(`Admission_Form_${adminNo} .pdf`);
    // The clerk can tell the applicant where to pay the new-admission fee.
    expect(await page.locator('p.success-note').getByRole('link', { name: '/selfPayment' }).getAttribute('href')).toBe(
      '/selfPayment',
    );
    await page.locator('p.success-note').screenshot({ path: `${ARTIFACTS_DIR}/admission-saved-note-1280.png` });
    const text = pdfText((await download.path())!);
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain(adminNo);
    expect(text).toContain(`XXXX XXXX ${AADHAAR.slice(-4)}`);
    for (const value of ['Ramesh Rao', 'Zilla Parishad High School', 'XXXX8901']) expect(text).toContain(value);
    // Form and photo reset.
    expect(await form.field('Full Name').inputValue()).toBe('');
    expect(await form.form().getByRole('img').count()).toBe(0);

    // Modify round trip: found by Aadhaar (POST), prefilled with its lists, saved under the same number.
    await page.getByRole('button', { name: 'Modify' }).click();
    const search = page.getByRole('search', { name: 'Find an admission to modify' });
    await search.getByLabel('Roll number, admission number or Aadhaar number').fill(AADHAAR);
    await search.getByRole('button', { name: 'Find' }).click();
    await page.getByText(`Modifying admission ${adminNo}`).waitFor();
    expect(await form.field('Full Name').inputValue()).toBe('Ravi Kumar');
    expect(await form.field("Guardian's Name").inputValue()).toBe('Ramesh Rao');
    expect(await form.field('Bank Account No').inputValue()).toBe('31245678901');
    expect(await form.field('Batch').inputValue()).toBe('2026-2030');
    await form.field('Branch').locator('option', { hasText: 'CSE' }).first().waitFor({ state: 'attached' });
    expect(await form.field('Branch').inputValue()).toBe('CSE');
    expect(page.url()).not.toContain(AADHAAR);
    await expectNoAxeViolations(page, 'admission form (modify)');
    await form.field("Father's Name").fill('Suresh Kumar Reddy');
    const again = await form.save('Save Changes');
    await form.toast('Record modified successfully').waitFor();
    expect(again.suggestedFilename()).toBe(`Admission_Form_${adminNo} .pdf`);

    // Register: search by Aadhaar (masked in the list), open the record in modify mode, export to Excel.
    await page.goto('/app/Admission/Register');
    await page.getByRole('heading', { level: 1, name: 'Admissions Register' }).waitFor();
    const filters = page.getByRole('search', { name: 'Search admissions' });
    await filters.getByLabel('Name, roll number, admission number or Aadhaar').fill(AADHAAR);
    await filters.getByRole('button', { name: 'Search' }).click();
    const item = page.getByRole('list', { name: 'Admissions' }).getByRole('listitem');
    await item.filter({ hasText: adminNo }).waitFor();
    // The list shows every admission until the search's answer replaces it (other specs admit students too).
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.innerText()).toContain(`XXXX XXXX ${AADHAAR.slice(-4)}`);
    expect(await page.getByRole('list', { name: 'Admissions' }).innerHTML()).not.toContain(AADHAAR);
    await expectNoAxeViolations(page, 'admissions register');
    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await (await xlsx).path())!);
    expect(book.getWorksheet('Admissions')!.getRow(3).getCell(1).value).toBe(adminNo);
    await page.getByRole('link', { name: `Modify Ravi Kumar (${adminNo})` }).click();
    await page.getByText(`Modifying admission ${adminNo}`).waitFor();
    expect(await form.field("Father's Name").inputValue()).toBe('Suresh Kumar Reddy');
    await ctx.close();
  }, 240_000);

  it('says each problem at its field at 360 px: letters in the Aadhaar, a missing date of birth', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await signInAsClerk(page);
    await page.goto('/admissionForm');
    const form = new AdmissionFormPage(page);
    await form.admissionNumberShown();
    const messageOf = async (label: string) => {
      const describedBy = await form.field(label).getAttribute('aria-describedby');
      return describedBy ? await page.locator(`[id="${describedBy}"]`).textContent() : null;
    };
    await form.field('Full Name').fill('Ravi Kumar');
    await form.field('Aadhaar No').fill('1234abcd5678');
    // The letters stay, so the field can say what is wrong instead of emptying itself.
    expect(await form.field('Aadhaar No').inputValue()).toBe('1234abcd5678');
    await form.form().getByRole('button', { name: 'Save', exact: true }).click();
    await form.toast(M.required).waitFor();
    expect(await messageOf('Aadhaar No')).toBe(M.aadhaar);
    expect(await messageOf('Date of Birth')).toBe('Please enter Date of Birth');
    expect(await form.field('Date of Birth').getAttribute('aria-required')).toBe('true');
    expect(await messageOf('Full Name')).toBeNull();
    expect(await page.getByText(M.required, { exact: true }).and(page.locator('.field-error')).count()).toBe(0);
    await expectNoAxeViolations(page, 'admission form 360 with field messages');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admission-form-messages-360.png`, fullPage: true });
    await ctx.close();
  });

  it('fits a 360 px phone without sideways scrolling, and the register too', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await signInAsClerk(page);
    await page.goto('/admissionForm');
    await new AdmissionFormPage(page).admissionNumberShown();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'admission form 360');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admission-form-360.png`, fullPage: true });
    await page.goto('/app/Admission/Register');
    await page.getByRole('status').filter({ hasText: 'admissions' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admission-register-360.png`, fullPage: true });
    await ctx.close();
  });
});

import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKER_MESSAGES as C } from '../../src/domain/academic/maker-checker';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { academicYear } from '../../src/domain/calendar/academic-year';
import { COLLEGE_IMAGE_MESSAGES } from '../../src/domain/setup/college-images';
import { SETUP_STEPS } from '../../src/domain/setup/setup-checklist';
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
import { addRow, authorize, useEmptyInstall } from './support/empty-install';
import { latestMailTo, resetLinkIn } from './support/mailbox';
import { FIRST_SUBJECT, uploadStudents } from './support/setup-walk';

/** A fresh install (no demo data): its own server on an empty embedded database (support/empty-install.ts). */
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const PASSWORD = 'Principal#2026';
const PRINCIPAL_PASSWORD = 'Sarada#2026';
const PRINCIPAL_LANDING = '/app/Principal%20DashBoard';
const STUDENT_PASSWORD = 'Anjali#2026';
const STUDENT_EMAIL = 'anjali@students.gcet.example.in';
const ROLL = '25GC1A0501';
// The first batch starts in the academic year the clock is in, so the admission form offers it.
const YEAR = Number(academicYear(new Date()).slice(0, 4));
const BATCH = `${YEAR}-${YEAR + 4}`;
const REGULATION = `R${String(YEAR).slice(2)}`;
const STEPS = SETUP_STEPS.length;
const contexts: BrowserContext[] = [];
const install = useEmptyInstall(PASSWORD);

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
});

describe('set-up checklist of a fresh college', () => {
  it('walks the administrator through the checklist on its screens at 360 px, each step ticking on the dashboard', async () => {
    const { baseUrl, outbox } = install();
    const ctx = await newPhoneContext(browser(), baseUrl);
    contexts.push(ctx);
    const page = await ctx.newPage();
    // The empty home page says the college is being set up and leads its administrator to the checklist.
    await page.goto('/');
    const settingUp = page.getByRole('region', { name: 'This college is being set up' });
    await settingUp.getByRole('link', { name: 'Administrator: sign in to continue the set-up' }).click();
    await page.waitForURL(/\/login\/Admin\?redirect=/);
    await new LoginPage(page).signInAndLand('Admin', 'principal', PASSWORD, '/app/Admin');
    const checklist = page.locator('.setup-checklist');
    await checklist.getByText(`0 of ${STEPS} done`).waitFor();
    await checklist.getByText('You are the college’s first administrator').waitFor();
    await expectNoAxeViolations(page, 'set-up checklist');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/setup-checklist-360.png`, fullPage: true });
    const stateOf = (step: string) => checklist.locator(`[data-step="${step}"]`).getAttribute('data-state');
    /** Back on the dashboard: `step` done; then on to the next step's screen by its link. */
    const next = async (step: string, link: string) => {
      await page.goto('/app/Admin');
      await checklist.locator(`[data-step="${step}"][data-state="done"]`).waitFor();
      await checklist.getByRole('link', { name: new RegExp(`^${link}`) }).click();
    };

    // The college profile on its own screen, reached from the checklist by keyboard.
    await checklist.getByRole('link', { name: /College profile/ }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'College Profile' });
    await form.getByLabel('Official e-mail').fill('office@gcet.example.in');
    await form.getByLabel('Campus address').fill('Sarada Nagar, Anantapur 515002');
    await form.getByLabel(/Phone numbers/).fill('08554 272000');
    await expectNoAxeViolations(page, 'college profile');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(M.modified).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    // The college's logo: chosen (a preview), uploaded, then shown on the screen and in the header.
    const logo = page.getByRole('group', { name: 'College logo' });
    await logo.getByLabel('Choose a college logo').setInputFiles('public/icons/icon-192.png');
    await logo.getByRole('img', { name: 'Preview of the new college logo' }).waitFor();
    await logo.getByRole('button', { name: 'Upload the college logo' }).click();
    await logo.getByRole('status').getByText(COLLEGE_IMAGE_MESSAGES.saved).waitFor();
    await logo.getByRole('img', { name: 'Current college logo' }).waitFor();
    await expect
      .poll(() => page.locator('.app-header__logo img').getAttribute('src'))
      .toMatch(/^data:image\/png;base64,/);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/college-profile-logo-360.png`, fullPage: true });

    // A second signatory: the principal's login, made with a password on Create User (no mail needed). The
    // college's details are asked once the role is one they fit.
    await next('collegeProfile', 'A second signatory');
    const user = page.getByRole('form', { name: 'Create User' });
    await expect.poll(() => user.getByLabel('Eamcet Code').count()).toBe(0);
    await user.getByLabel('Full Name').first().fill('Dr. K. Sarada');
    await user.getByLabel('User Name').first().fill('gcet.principal');
    await user.getByLabel('E-mail').first().fill('principal.office@gcet.example.in');
    await user.getByLabel('Password', { exact: true }).first().fill(PRINCIPAL_PASSWORD);
    await user.getByLabel('Role').selectOption('Principal');
    await user.getByLabel('Eamcet Code').first().fill('GCET');
    await user.getByLabel('College Name').first().fill('Government College of Engineering and Technology');
    await user.getByLabel('Institute Type').selectOption('autonomous');
    await user.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Your Registartion Was Successfully Completed').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    const principalContext = await newPhoneContext(browser(), baseUrl);
    contexts.push(principalContext);
    const principal = await principalContext.newPage();
    await new LoginPage(principal).signInAndLand('principal', 'gcet.principal', PRINCIPAL_PASSWORD, PRINCIPAL_LANDING, {
      axeLogin: false,
    });

    // A level, a department, then the degree (the Programmes step) and its branch, each from the checklist.
    await next('authorizer', 'Levels');
    await addRow(page, 'level', { Code: 'UG', Name: 'Under Graduate', 'Order in lists': '1' });
    await next('levels', 'Departments');
    await addRow(page, 'department', { Code: 'CSE', Name: 'Computer Science and Engineering' });
    await next('departments', 'Programmes');
    await addRow(page, 'degree', { Degree: 'B.Tech', 'Full name': 'Bachelor of Technology', Level: 'UG', Years: '4' });
    await next('degrees', 'Branches');
    await addRow(page, 'branch', {
      Degree: 'B.Tech',
      Department: 'Computer Science and Engineering',
      Code: '05',
      'Short form': 'CSE',
      Name: 'Computer Science and Engineering',
      Intake: '60',
    });

    // A regulation waits for the second signatory's authorization: the checklist says so, not "To do".
    await next('branches', 'Regulations');
    await addRow(page, 'regulation', {
      Regulation: REGULATION,
      'In force from': String(YEAR),
      'Minimum external %': '35',
      'Minimum total %': '40',
      'Credits to graduate': '160',
      'Maximum years': '8',
    });
    await page.locator('.success-note').getByText(C.awaitsAuthorization).waitFor();
    await page.goto('/app/Admin');
    const regulationStep = checklist.locator('[data-step="regulations"]');
    await regulationStep.getByText('Waiting for the second signatory to authorize it').waitFor();
    expect(await stateOf('regulations')).toBe('waiting');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/setup-checklist-waiting-360.png`, fullPage: true });
    const desktop = await newDesktopContext(browser(), baseUrl);
    contexts.push(desktop);
    const wide = await desktop.newPage();
    await new LoginPage(wide).signInAndLand('Admin', 'principal', PASSWORD, '/app/Admin', { axeLogin: false });
    await wide.locator('.setup-checklist [data-step="regulations"][data-state="waiting"]').waitFor();
    await expectNoAxeViolations(wide, 'set-up checklist at 1280 px');
    await wide.screenshot({ path: `${ARTIFACTS_DIR}/setup-checklist-1280.png`, fullPage: true });
    await authorize(principal, `Add regulation ${REGULATION}`);

    // The batch takes the regulation.
    await next('regulations', 'Batches');
    await addRow(page, 'batch', { Degree: 'B.Tech', Batch: BATCH, 'Start year': String(YEAR), Regulation: REGULATION });

    // The new branch is offered on the admission form at once.
    await page.goto('/admissionForm');
    const admission = new AdmissionFormPage(page);
    await admission.select('Course', 'B.Tech');
    await admission.select('Batch', BATCH);
    await admission.field('Branch').locator('option', { hasText: 'CSE' }).first().waitFor({ state: 'attached' });

    // A semester, then a subject, which the principal authorizes.
    await next('batches', 'Semesters');
    await addRow(page, 'semester', { Degree: 'B.Tech', Number: '1', Name: 'I Year I Semester' });
    await next('semesters', 'Subjects');
    await addRow(page, 'subject', {
      Regulation: REGULATION,
      Branch: 'CSE – B.Tech',
      ...FIRST_SUBJECT,
    });
    await authorize(principal, 'Add subject CS101');

    await next('subjects', 'Academic calendar');
    await page.goto('/app/Admin/Lists/faculty');
    await addRow(page, 'faculty member', {
      'Employee code': 'EMP0001',
      Name: 'Dr. P. Lakshmi',
      Department: 'Computer Science and Engineering',
      Designation: 'Professor',
      'E-mail': 'lakshmi@gcet.example.in',
      Status: 'Active',
    });

    // The students on roll: the directory's Excel upload, one student in the template's own columns.
    await next('faculty', 'Students');
    const student: Record<string, string> = {
      'Roll Number': ROLL,
      'Full Name': 'Anjali Reddy',
      Gender: 'FEMALE',
      Degree: 'B.Tech',
      Batch: BATCH,
      Branch: 'CSE',
      'E-mail': STUDENT_EMAIL,
    };
    await uploadStudents(page, [student]);

    // The students are in: the home page no longer says the college is being set up.
    await page.goto('/app/Admin');
    await checklist.locator('[data-step="students"][data-state="done"]').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/setup-checklist-ticked-360.png`, fullPage: true });

    // The student's login: Create Logins mails a link (to the outbox, without SMTP); the student sets a password.
    await page.goto('/createLogins');
    await page.getByRole('button', { name: 'Create Logins' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'YES' }).click();
    await page.locator('.create-logins-summary').filter({ hasText: 'Created 1 student logins' }).waitFor();
    const link = resetLinkIn(await latestMailTo(outbox, STUDENT_EMAIL));
    const studentContext = await newPhoneContext(browser(), baseUrl);
    contexts.push(studentContext);
    const pupil = await studentContext.newPage();
    await pupil.goto(link);
    await pupil.getByLabel('New Password').first().fill(STUDENT_PASSWORD);
    await pupil.getByLabel('Confirm Password').first().fill(STUDENT_PASSWORD);
    await pupil.getByRole('button', { name: 'Set New Password' }).click();
    await pupil.getByText('Your password has been reset').waitFor();
    await new LoginPage(pupil).signInAndLand('Student', ROLL, STUDENT_PASSWORD, '/app/Student', { axeLogin: false });
  }, 240_000);
});

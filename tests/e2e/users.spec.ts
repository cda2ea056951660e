import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import {
  ARTIFACTS_DIR,
  newDesktopContext,
  newPhoneContext,
  useBrowser,
  WITHOUT_SERVICE_WORKER,
} from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';

describe('create logins (§2 /createLogins, §5)', () => {
  it('asks Email or EmpCode for faculty, confirms the counts before creating anything, and leaves a summary (360 px)', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.signInAndLand('Admin', 'admin', DEMO, '/app/Admin');
    await page.goto('/createLogins');
    await page.getByRole('radio', { name: 'Faculty', exact: true }).check();
    await page.getByRole('button', { name: 'Create Logins' }).click();
    await page.locator('ion-toast').filter({ hasText: 'Please select either Email or EmpCode.' }).waitFor();
    await expectNoAxeViolations(page, '/createLogins with a toast');
    await page.getByLabel('Email', { exact: true }).check();
    const before = (await (await context.request.get('/api/app/getLoginCandidates')).json()) as {
      faculty: number;
      facultyWithEmail: number;
    };
    expect(before.faculty).toBeGreaterThan(0);
    const question = `Create logins for ${before.faculty} faculty ${before.faculty === 1 ? 'member' : 'members'} and send ${before.facultyWithEmail} e-mail`;
    // NO creates nothing.
    await page.getByRole('button', { name: 'Create Logins' }).click();
    const alert = page.locator('ion-alert');
    await alert.getByText(question).waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/create-logins-confirm-360.png` });
    await alert.getByRole('button', { name: 'NO' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(
      ((await (await context.request.get('/api/app/getLoginCandidates')).json()) as { faculty: number }).faculty,
    ).toBe(before.faculty);
    // YES creates them, and the outcome stays on screen.
    await page.getByRole('button', { name: 'Create Logins' }).click();
    await alert.getByText(question).waitFor();
    await alert.getByRole('button', { name: 'YES' }).click();
    await page.locator('ion-toast').filter({ hasText: 'Faculty login created successfully!' }).waitFor();
    const summary = page
      .locator('.create-logins-summary')
      .filter({ hasText: `Created ${before.faculty} faculty logins` });
    await summary.waitFor();
    expect(
      ((await (await context.request.get('/api/app/getLoginCandidates')).json()) as { faculty: number }).faculty,
    ).toBe(0);
    await expectNoAxeViolations(page, '/createLogins with its summary');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/create-logins-summary-360.png` });
    // Nobody left: it says so and asks nothing.
    await page.getByRole('button', { name: 'Create Logins' }).click();
    await page.locator('.create-logins-summary').filter({ hasText: 'Nobody is waiting for a login' }).waitFor();
    expect(await alert.count()).toBe(0);
    await context.close();
  });
});

describe('Create User (§2, §5)', () => {
  it('applies the rules, asks a department only for Faculty or Hod, and creates a user who can sign in', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.signInAndLand('Admin', 'admin', DEMO, '/app/Admin');
    await page.getByRole('link', { name: 'Create User' }).click();
    await page.waitForURL(`${baseUrl}/app/Create%20User`);

    await page.getByLabel('User Name').first().fill('ab');
    await page.getByLabel('E-mail').first().fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).first().fill('12345');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('User Name should be minimum 3 characters').waitFor();
    await expectNoAxeViolations(page, '/app/Create User with an error');
    expect(await page.getByText('Please enter valid Email Id').count()).toBe(1);
    expect(await page.getByText('Password must be minimum 6 characters').count()).toBe(1);
    expect(await page.getByLabel('Department').count()).toBe(0);
    expect(await page.getByLabel('Affiliated To').count()).toBe(0);

    await page.getByLabel('Full Name').first().fill('Dr. Meera Iyer');
    await page.getByLabel('User Name').first().fill('meera.hod');
    await page.getByLabel('E-mail').first().fill('meera@demo-college.edu.in');
    await page.getByLabel('Password', { exact: true }).first().fill('Meera@2027');
    // A principal is asked for the college's details; a HoD (staff) only for a department.
    await page.getByLabel('Role').selectOption('Principal');
    await page.getByLabel('Institute Type').selectOption('affiliated');
    await page.getByLabel('Affiliated To').first().waitFor();
    await page.getByLabel('Role').selectOption('Hod');
    expect(await page.getByLabel('Eamcet Code').count()).toBe(0);
    await page.getByLabel('Department').selectOption('Electronics and Communication Engineering');
    await page.getByLabel('naac').check();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/create-user-360.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Your Registartion Was Successfully Completed').waitFor();
    await expectNoAxeViolations(page, '/app/Create User done');
    await page.getByRole('button', { name: 'OK' }).click();

    // §2: the button follows the auth data's `new` flag; a cookie without it (or 'false') leaves it disabled.
    const cookies = await context.cookies();
    const erpUser = cookies.find((c) => c.name === 'erpUser')!;
    expect(JSON.parse(decodeURIComponent(erpUser.value)).new).toBe('true');
    const flagged = JSON.stringify({ ...JSON.parse(decodeURIComponent(erpUser.value)), new: 'false' });
    await context.addCookies([{ ...erpUser, value: encodeURIComponent(flagged) }]);
    await page.reload();
    await page.getByText('Your sign-in does not allow creating users.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Create User' }).isDisabled()).toBe(true);
    await context.close();

    const fresh = await newDesktopContext(browser(), baseUrl);
    const hod = new LoginPage(await fresh.newPage());
    await hod.open('HOD');
    await hod.signIn('Meera.HOD', 'Meera@2027');
    await hod.page.waitForURL(`${baseUrl}/app/HOD%20Dashboard`);
    await fresh.close();
  });
});

describe('Create User on the form kit', () => {
  const FIELDS: Array<[string, string]> = [
    ['Full Name', 'Please enter the full name'],
    ['User Name', 'User Name should be minimum 3 characters'],
    ['E-mail', 'Please enter valid Email Id'],
    ['Password', 'Password must be minimum 6 characters'],
    ['Role', 'Please select a role'],
  ];

  it('shows every issue of an empty form, focuses the first invalid field and ties each message to its field', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin');
    await page.goto('/app/Create%20User');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Please select a role').waitFor();

    const focusedId = await page.evaluate(() => document.activeElement?.id);
    expect(focusedId).toBe(await page.getByLabel('Full Name', { exact: true }).getAttribute('id'));
    for (const [label, message] of FIELDS) {
      const field = page.getByLabel(label, { exact: true }).first();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.getAttribute('aria-required')).toBe('true');
      const describedBy = await field.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
      expect(await page.getByText(message, { exact: true }).count()).toBe(1);
    }

    const axe = await new AxeBuilder({ page }).include('form[aria-label="Create User"]').analyze();
    expect(
      axe.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);

    // Typing a valid value clears that field's message at once (live per field).
    await page.getByLabel('Full Name', { exact: true }).fill('Dr. Meera Iyer');
    expect(await page.getByLabel('Full Name', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText('Please enter the full name').count()).toBe(0);

    // A principal speaks for the college: its details are asked, each at its field.
    await page.getByLabel('Role', { exact: true }).selectOption('Principal');
    await page.getByRole('button', { name: 'Create User' }).click();
    for (const [label, message] of [
      ['Eamcet Code', 'Please enter the eamcet code'],
      ['College Name', 'Please enter the college name'],
      ['Institute Type', 'Please select the institute type'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true }).first();
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.getAttribute('aria-required')).toBe('true');
      expect(await page.getByText(message, { exact: true }).count()).toBe(1);
    }
    await context.close();
  });

  it('gives every control a target of at least 56 px in kiosk mode', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin');
    await page.goto('/app/Create%20User?kiosk=1');
    await page.getByRole('button', { name: 'Create User' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('kiosk'))).toBe(true);
    const heights = await page
      .locator('form[aria-label="Create User"]')
      .evaluate((form) =>
        [...form.querySelectorAll('input:not([type=checkbox]), select, .check, .password-toggle')].map(
          (el) => el.getBoundingClientRect().height,
        ),
      );
    expect(heights.length).toBeGreaterThan(10);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(56);
    await context.close();
  });
});

describe('screens a role may not open (§6)', () => {
  it("shows 'You Don't have permission to View' to a student on Create Logins and Create User", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.signInAndLand('Student', 'student', DEMO, '/app/Student');
    expect(await page.getByRole('link', { name: 'Create Logins' }).count()).toBe(0);
    for (const path of ['/createLogins', '/app/Create%20User']) {
      await page.goto(path);
      await page.getByText("You Don't have permission to View").waitFor();
      await expectNoAxeViolations(page, `${path} refused`);
    }
    await page.goto('/app/No%20Such%20Screen');
    await page.getByText('Oops, Page Not Found :(').waitFor();
    await expectNoAxeViolations(page, 'signed-in 404');
    await context.close();
  });
});

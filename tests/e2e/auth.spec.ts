import type { Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser } from './support/browser';
import { latestMailTo, resetLinkIn } from './support/mailbox';
import { expectNoAxeViolations } from './support/axe';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';

/** Puts a demo user's password back, so specs that sign every demo user in do not depend on running first. */
async function restoreDemoPassword(page: Page, username: string, current: string) {
  const res = await page.request.post(`${baseUrl}/api/auth/resetUserPasswords`, {
    data: { username, oldpassword: current, newPassword: DEMO },
  });
  expect(await res.json()).toMatchObject({ status: 1 });
}

describe('sign in and landing by first role (§2, §6)', () => {
  it.each([
    ['Admin', 'admin', '/app/Admin', 'ADMIN'],
    ['Faculty', 'faculty', '/Faculty%20Dashboard', 'FACULTY'],
    ['Student', 'student', '/app/Student', 'STUDENT'],
  ])('signs in on /login/%s as %s and lands on %s', async (module, username, landing, role) => {
    const context = await newPhoneContext(browser(), baseUrl);
    const login = new LoginPage(await context.newPage());
    await login.open(module);
    await login.signIn(username, DEMO);
    await login.page.waitForURL(`${baseUrl}${landing}`);
    await login.page.getByTestId('login-id').waitFor();
    await expectNoAxeViolations(login.page, `landing ${landing}`);
    expect(await login.page.getByTestId('role').textContent()).toBe(role);
    expect(await login.page.getByTestId('login-id').evaluate((el) => getComputedStyle(el).textTransform)).toBe(
      'uppercase',
    );
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'erp_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(await login.page.evaluate(() => document.cookie)).not.toContain('erp_session');
    await login.page.screenshot({ path: `${ARTIFACTS_DIR}/landing-${username}-360.png` });
    await context.close();
  });

  it("shows the server's message in a red alert when sign-in fails, and offers Sign Up only outside Student and Faculty", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const login = new LoginPage(await context.newPage());
    await login.open('Library');
    await login.signIn('admin', 'wrong-password');
    await login.alert().filter({ hasText: 'Invalid user name or password' }).waitFor();
    expect(await login.alert().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 38, 30)');
    // The alert moved Sign Up under the pointer of the last click: check the screen at rest, once its hover has faded.
    await login.page.mouse.move(0, 0);
    await login.page.waitForTimeout(500);
    await expectNoAxeViolations(login.page, 'login with a failed sign-in');
    expect(await login.page.getByRole('button', { name: 'Sign Up' }).count()).toBe(1);
    await login.page.screenshot({ path: `${ARTIFACTS_DIR}/login-failed-360.png` });
    await login.open('Student');
    expect(await login.page.getByRole('button', { name: 'Sign Up' }).count()).toBe(0);
    await context.close();
  });
});

describe('sign-in form and focus after sign-in, at 360 px', () => {
  it('paints no field red before the first submit, then moves focus to the landing page heading', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const login = new LoginPage(await context.newPage());
    const page = login.page;
    await login.open('Student');
    // Through both fields and out again without typing: nothing is in error yet.
    await page.getByLabel('User Name').first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await page.locator('.field-error').count()).toBe(0);
    // The first submit shows the messages at the fields.
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(2);
    await expectNoAxeViolations(page, 'login Student after an empty submit');

    await login.signIn('student', DEMO);
    await page.waitForURL(`${baseUrl}/app/Student`);
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
      .toMatch(/^H1 /);
    await expectNoAxeViolations(page, 'landing /app/Student, heading focused');
    await context.close();
  });
});

describe('route guard (§2, §5 route access)', () => {
  it('sends a visitor without a session from /app/* and /ResetLoginPassword to the sign-in, which returns there', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    for (const [path, module] of [
      ['/app/Admin', 'Admin'],
      ['/app/Dean%20Dashboard', 'Management'],
      ['/ResetLoginPassword', 'Admin'],
      ['/createLogins', 'Admin'],
    ] as const) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === `/login/${module}` && url.searchParams.get('redirect') === path);
    }
    await context.close();
  });
});

describe('change password (§5, §4)', () => {
  it('applies the rules in order at their fields (360 px), then ends the session and goes home; the new password works', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.signInAndLand('Admin', 'examination', DEMO, '/app/Examinations');
    await page.goto('/ResetLoginPassword');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await page.getByText('This is a required field').count()).toBe(3);
    await expectNoAxeViolations(page, '/ResetLoginPassword with every field in error');
    // A wrong old password: the server's word at that field, no blocking 'Oops...' dialog.
    await page.getByLabel('Old Password').first().fill('Not@Mine2026');
    await page.getByLabel('New Password').first().fill('Exam@2027x');
    await page.getByLabel('Confirm Password').first().fill('Exam@2027x');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const old = page.getByLabel('Old Password').first();
    await expect.poll(() => old.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await old.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('The old password is not correct');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('Oops...').count()).toBe(0);
    await page.getByLabel('Old Password').first().fill(DEMO);
    await page.getByLabel('New Password').first().fill('Exam@2027x');
    await page.getByLabel('Confirm Password').first().fill('Exam@2027y');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password is not matched with New Password').waitFor();
    await page.getByLabel('Confirm Password').first().fill('Exam@2027x');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your Password has been Successfully Updated').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect((await context.cookies()).some((c) => c.name === 'erp_session')).toBe(false);

    await login.open('Admin');
    await login.signIn('examination', DEMO);
    await login.alert().filter({ hasText: 'Invalid user name or password' }).waitFor();
    await login.signIn('examination', 'Exam@2027x');
    await page.waitForURL(`${baseUrl}/app/Examinations`);
    await restoreDemoPassword(page, 'examination', 'Exam@2027x');
    await context.close();
  });
});

describe('forgot password → mail → reset → sign in', () => {
  it('mails a link that sets a new password once', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/login/Accounts');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${baseUrl}/ForgotPassword`);
    await page.getByLabel('E-mail').first().fill('accountant@demo-college.edu.in');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/a reset link is on its way/).waitFor();
    await expectNoAxeViolations(page, '/ForgotPassword sent');

    const link = resetLinkIn(await latestMailTo(e2eServer().mailDir, 'accountant@demo-college.edu.in'));
    await page.goto(link);
    await page.getByLabel('New Password').first().fill('Accounts@2027');
    await page.getByLabel('Confirm Password').first().fill('Accounts@2027');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Your password has been reset').waitFor();
    await expectNoAxeViolations(page, '/reset-password done');

    const login = new LoginPage(page);
    await login.open('Accounts');
    await login.signIn('accountant', 'Accounts@2027');
    await page.waitForURL(`${baseUrl}/app/Accounts%20Dashboard`);
    await restoreDemoPassword(page, 'accountant', 'Accounts@2027');
    await context.close();
  });
});

describe('template sign-in form (§2 Other screens, §5)', () => {
  it("answers 'Required' and 'Invalid email', then signs in with the account's e-mail", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByText('Required', { exact: true }).count()).toBe(2);
    await page.getByLabel('E-mail', { exact: true }).first().fill('admin@');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email').waitFor();
    await expectNoAxeViolations(page, '/signin with errors');
    expect(await page.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toMatch(
      /^\/reset-password/,
    );
    await page.getByLabel('E-mail', { exact: true }).first().fill('admin@demo-college.edu.in');
    await page.getByLabel('Password', { exact: true }).first().fill(DEMO);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/app/Admin`);
    await context.close();
  });
});

describe('register template on the form kit (§5 register template)', () => {
  it("shows every issue of an empty sign-up with focus on the first, puts 'Passwords dont match' under Confirm Password, then registers", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Please enter the full name').waitFor();
    for (const message of [
      'User Name should be minimum 3 characters',
      'Please enter valid Email Id',
      'This is a required field',
    ]) {
      expect(await page.getByText(message, { exact: true }).count()).toBe(1);
    }
    expect(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent),
    ).toBe('Full Name');
    const axe = await new AxeBuilder({ page }).include('form[aria-label="Sign Up"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByLabel('Full Name', { exact: true }).fill('Lakshmi Devi');
    await page.getByLabel('User Name', { exact: true }).fill('lakshmi.parent');
    await page.getByLabel('E-mail', { exact: true }).fill('lakshmi@example.com');
    // The Change Password rules, then the server's common-passwords check, shown after submit.
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Password', { exact: true }).blur();
    await page.getByText('Please Fill as per Instructions', { exact: true }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Password@123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Password@123');
    await form.getByRole('button', { name: 'Register' }).click();
    await page.getByText('This password is too common and easy to guess. Please choose another one.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Parent@2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Parent@2025');
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await confirm.getAttribute('aria-describedby')}"]`).textContent()).toBe(
      'Passwords dont match',
    );
    await confirm.fill('Parent@2026');
    expect(await confirm.getAttribute('aria-invalid')).toBeNull();
    await form.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Your Registartion Was Successfully Completed').waitFor();
    await context.close();
  });
});

describe('signing in offline (design card: logins are live only)', () => {
  it('says plainly that signing in needs a connection', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const login = new LoginPage(await context.newPage());
    await login.open('Admin');
    await context.setOffline(true);
    await login.signIn('admin', DEMO);

    await login.alert().filter({ hasText: 'You are offline or the server cannot be reached' }).waitFor();
    await expectNoAxeViolations(login.page, 'login offline');
    await context.setOffline(false);
    await context.close();
  });
});

describe('the mailed unlock link (a lockout that mail can lift)', () => {
  it('opens a page that unlocks only when Unlock is pressed, and says when the link is incomplete or used', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/unlock-sign-in`);
    await page.getByText('The unlock link is incomplete. Please open the whole link from the mail.').waitFor();
    expect(await page.getByRole('button', { name: 'Unlock' }).isDisabled()).toBe(true);
    await page.goto(`${baseUrl}/unlock-sign-in?token=${'x'.repeat(43)}`);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page
      .getByText('This unlock link is invalid, used or expired. Signing in unlocks by itself after a while.')
      .waitFor();
    await expectNoAxeViolations(page, 'unlock sign-in');
    await context.close();
  });
});

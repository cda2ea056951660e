import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ALL_ROLES, demoUserName, landingFor } from '../../src/domain/auth/roles';
import { ROLE_DASHBOARDS } from '../../src/domain/dashboards/role-dashboards';
import { CLAIM_MESSAGES } from '../../src/domain/auth/student-claim';
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
import { ROLL_PREFIX, ROLL_PREFIX_LOWER, demo } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';
const DEMO_ROLL = `${ROLL_PREFIX}0501`;
const DEMO_BIRTH = demo.dateOfBirth;
const STUDENT_MAIL = `${ROLL_PREFIX_LOWER}0501@demo-college.edu.in`;

/** Sideways scrolling of the signed-in content (none at any width). */
const overflow = (page: Page) =>
  page
    .locator('.app-scroll')
    .first()
    .evaluate((el) => el.scrollWidth - el.clientWidth);

async function registerParent(page: Page, username: string) {
  await page.goto('/login/parent');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Lakshmi Devi');
  await page.getByRole('textbox', { name: 'User Name' }).fill(username);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Parent#Home2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Parent#Home2026');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Your Registartion Was Successfully Completed').waitFor();
  await page.getByRole('button', { name: 'OK' }).click();
  // §4 registration: the page reloads after the dialog; the sign-in form with its Sign Up button is back.
  await page.getByRole('button', { name: 'Sign Up' }).waitFor();
}

describe('parent dashboard (a parent registers, signs in and follows a student)', () => {
  it.each([
    [360, 'phone'],
    [1280, 'desktop'],
  ] as const)(
    `lands a newly registered parent on the parent dashboard and links ${ROLL_PREFIX}0501 by its date of birth and the code mailed to the student (%i px)`,
    async (width, kind) => {
      const ctx =
        kind === 'phone' ? await newPhoneContext(browser(), baseUrl) : await newDesktopContext(browser(), baseUrl);
      const page = await ctx.newPage();
      const username = `parent.${kind}`;
      await registerParent(page, username);
      const login = new LoginPage(page);
      await login.signInAndLand('parent', username, 'Parent#Home2026', '/app/Parent%20Dashboard');
      await page.getByRole('heading', { level: 1, name: 'Parent Dashboard' }).waitFor();
      expect(await page.getByText('Oops, Page Not Found :(').count()).toBe(0);
      const form = page.getByRole('form', { name: 'Link your child' });
      await form.getByRole('textbox', { name: 'Roll Number' }).fill(DEMO_ROLL.toLowerCase());
      // The code goes to the student's e-mail on the college's records (a wrong date of birth gets the same answer
      // and no code: the server tests prove it). Codes are mailed after the answer, so each read waits for a new mail.
      await form.getByLabel('Date of Birth').fill(DEMO_BIRTH);
      const beforeCode = mailsSoFar(e2eServer().mailDir);
      await form.getByRole('button', { name: 'Send Code' }).click();
      await form.getByRole('status').filter({ hasText: CLAIM_MESSAGES.codeSent }).waitFor();
      expect(await page.locator('.parent-student').count()).toBe(0);
      await expectNoAxeViolations(page, `parent link code ${kind}`);
      await form.screenshot({ path: `${ARTIFACTS_DIR}/parent-link-code-${width}.png` });
      // A new code voids the first one.
      const first = await claimCodeMailedTo(e2eServer().mailDir, STUDENT_MAIL, beforeCode);
      const beforeResend = mailsSoFar(e2eServer().mailDir);
      await form.getByRole('button', { name: CLAIM_MESSAGES.resend }).click();
      const code = await claimCodeMailedTo(e2eServer().mailDir, STUDENT_MAIL, beforeResend);
      await form.getByRole('textbox', { name: CLAIM_MESSAGES.codeLabel }).fill(first);
      await form.getByRole('button', { name: 'Link Student' }).click();
      await form.getByRole('alert').filter({ hasText: CLAIM_MESSAGES.codeWrong }).waitFor();
      await form.getByRole('textbox', { name: CLAIM_MESSAGES.codeLabel }).fill(code);
      await form.getByRole('button', { name: 'Link Student' }).click();
      const student = page.locator('.parent-student');
      await student.getByText(DEMO_ROLL).waitFor();
      expect(await student.locator('.parent-result').count()).toBe(3);
      expect(await student.locator('.parent-result').first().innerText()).toMatch(/CGPA\s+\d+\.\d{2}/);
      // The child's transcript, as the student's own dashboard shows it.
      const transcript = student.getByTestId('dashboard-transcript');
      await transcript.getByText(/^CGPA \d+\.\d{2}$/).waitFor();
      expect(await transcript.locator('.transcript-summary').innerText()).toMatch(/Credits earned \d+ of 160/);
      expect(await transcript.getByRole('list', { name: 'SGPA by semester' }).getByRole('listitem').count()).toBe(3);
      await page.getByRole('form', { name: 'Link another student' }).waitFor();
      expect(
        await latestMailTo(e2eServer().mailDir, STUDENT_MAIL, new RegExp(`parent account ${username} was linked`)),
      ).toContain(DEMO_ROLL);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/parent-dashboard-${width}.png`, fullPage: true });

      // Each result opens the public sheet for that roll number, where the PDF is.
      const firstTitle = (await student.locator('.parent-result__title').first().innerText()).trim();
      await student.locator('.parent-result__title').first().click();
      await page.waitForURL((url) => url.pathname === `/results/${encodeURIComponent(firstTitle)}`);
      await page.getByTestId('sgpa').waitFor();
      await ctx.close();
    },
  );
});

/** Waits until every counter of the dashboard shows a number from the server. */
async function countersLoaded(page: Page, expected: number) {
  if (expected > 0) await page.locator('.counter').first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.counter__value')].every((el) => el.textContent !== '…'),
  );
  expect(await page.locator('.counter').count()).toBe(expected);
}

/**
 * Landings that are a module's own screen rather than the general dashboard, and how many figures each shows: the
 * Admissions dashboard's three of this academic year, the library incharge's four of the catalogue and eight of the
 * circulation, View Books none, the hostel's four of its beds and the transport's four of its fleet.
 */
const OWN_SCREEN_FIGURES: Partial<Record<string, number>> = {
  ROLE_ADMISSIONS: 3,
  ROLE_LIBRARY_INCHARGE: 12,
  ROLE_LIBRARY_ASSISTANT: 0,
  ROLE_OPAC_LIBRARY: 0,
  ROLE_HOSTEL_INCHARGE: 4,
  ROLE_TRANSPORTATION_INCHARGE: 4,
};

describe('every role lands on a real screen', () => {
  it('signs in each of the 29 demo users (every role of §6) and shows their screen with live counts, never the 404 page', async () => {
    // One context (the app's files cached after the first sign-in); the sign-in page, the same for all, is checked by
    // axe once, every landing screen each time.
    const ctx = await newDesktopContext(browser(), baseUrl);
    const page = await ctx.newPage();
    for (const [index, role] of ALL_ROLES.entries()) {
      await ctx.clearCookies();
      const login = new LoginPage(page);
      await login
        .signInAndLand('Admin', demoUserName(role), DEMO, encodeURI(landingFor([role])), { axeLogin: index === 0 })
        .catch((error: Error) => {
          throw new Error(`${role} did not land on ${landingFor([role])} (at ${page.url()}): ${error.message}`);
        });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByTestId('role').innerText(), role).toBe(role.replace('ROLE_', '').toUpperCase());
      expect(await page.getByText('Oops, Page Not Found :(').count(), role).toBe(0);
      expect(await page.getByText("You Don't have permission to View").count(), role).toBe(0);
      // A role with a dashboard lands on it, and every counter shows a number from the server.
      const board = (
        ROLE_DASHBOARDS as Partial<Record<string, (typeof ROLE_DASHBOARDS)[keyof typeof ROLE_DASHBOARDS]>>
      )[role];
      if (board) {
        await page.getByRole('heading', { level: 1, name: board.title }).waitFor();
        await countersLoaded(page, OWN_SCREEN_FIGURES[role] ?? board.counters.length);
      }
    }
    await ctx.close();
  }, 240_000);

  it("sends Go To Dashboard on the 404 page and the sidebar's Home to the signed-in user's own screen", async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'director', DEMO, '/app');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.goto('/app/No Such Page');
    await page.getByText('Oops, Page Not Found :(').waitFor();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('#side-menu').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${baseUrl}/app`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await page.getByText('Oops, Page Not Found :(').count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/director-home-360.png`, fullPage: true });
    await page.goto('/app/Parent Dashboard'); // another role's dashboard: refused plainly
    await page.getByText("You Don't have permission to View").waitFor();

    await ctx.clearCookies();
    await new LoginPage(page).signInAndLand('parent', 'parent', DEMO, '/app/Parent%20Dashboard');
    await page.goto('/app/No Such Page');
    await page.getByText('Oops, Page Not Found :(').waitFor();
    await page.getByRole('button', { name: /Go To Dashboard/i }).click();
    await page.waitForURL(`${baseUrl}/app/Parent%20Dashboard`);
    await page.locator('.parent-student').getByText(DEMO_ROLL).waitFor();
    await ctx.close();
  });
});

describe('guarded pages visited signed out (sign in, then back there)', () => {
  it("takes the IQAC 'Faculty Dashboard' card to the Faculty sign-in and back to the Faculty Dashboard", async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await page.goto('/iqacnewhome');
    await page.getByRole('link', { name: /Faculty Dashboard/ }).click();
    await page.waitForURL((url) => url.pathname === '/login/Faculty');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/Faculty%20Dashboard');
    await page.getByRole('heading', { name: 'Sign in to Faculty Module' }).waitFor();
    await page.getByText('Please sign in to open that page').waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/guarded-sign-in-360.png` });
    await new LoginPage(page).signIn('faculty', DEMO);
    await page.waitForURL(`${baseUrl}/Faculty%20Dashboard`);
    await page.getByRole('region', { name: 'Faculty card' }).waitFor();
    await ctx.close();
  });

  it('returns to the page asked for, even for another role, and ignores a redirect to another site', async () => {
    const ctx = await newDesktopContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await page.goto('/app/reset Password');
    await page.waitForURL((url) => url.pathname === '/login/Admin');
    await new LoginPage(page).signIn('student', DEMO);
    await page.waitForURL(`${baseUrl}/app/reset%20Password`);
    await ctx.clearCookies();
    await page.goto('/login/Admin?redirect=' + encodeURIComponent('//evil.example/x'));
    await new LoginPage(page).signIn('admin', DEMO);
    await page.waitForURL(`${baseUrl}/app/Admin`);
    await ctx.close();
  });
});

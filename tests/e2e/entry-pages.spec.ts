import { describe, expect, it } from 'vitest';
import { comingSoonHref } from '../../src/domain/home/coming-soon';
import { ErpHomePage } from './pages/erp-home-page';
import { LoginPage } from './pages/login-page';
import {
  ARTIFACTS_DIR,
  newDesktopContext,
  newPhoneContext,
  useBrowser,
  WITHOUT_SERVICE_WORKER,
} from './support/browser';
import { latestMailTo } from './support/mailbox';
import { expectNoAxeViolations } from './support/axe';
import { ERP_MODULES } from './support/home-tiles';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';

describe('forgot user name (§2 /restoreCredentials)', () => {
  it('is linked from the login page and mails the user names with a way to reset the password', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/login/Library');
    await page.getByRole('link', { name: 'Forgot user name?' }).click();
    await page.waitForURL(`${baseUrl}/restoreCredentials`);
    await page.getByRole('button', { name: 'Send User Names' }).click();
    await page.getByText('Required', { exact: true }).waitFor();
    await expectNoAxeViolations(page, '/restoreCredentials with an error');
    await page.getByLabel('E-mail').first().fill('library_assistant@demo-college.edu.in');
    await page.getByRole('button', { name: 'Send User Names' }).click();
    await page.getByRole('status').filter({ hasText: 'its user names are on their way' }).waitFor();
    await expectNoAxeViolations(page, '/restoreCredentials sent');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/restore-credentials-360.png` });

    const mail = await latestMailTo(e2eServer().mailDir, 'library_assistant@demo-college.edu.in');
    expect(mail).toMatch(/^\s+- library_assistant \(/m);
    const link = mail.match(/https?:\/\/\S+\/ForgotPassword/)?.[0];
    expect(link).toBe(`${baseUrl}/ForgotPassword`);
    await page.goto(link!);
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await expectNoAxeViolations(page, 'restore link target');
    await context.close();
  });
});

describe('coming soon (§2 /coming-soon)', () => {
  it("shows a module's planned functions and what exists today", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const res = await page.goto(comingSoonHref('Placement'));
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Placement: coming soon' }).waitFor();
    await expectNoAxeViolations(page, '/coming-soon Placement');
    const functions = await page
      .getByRole('list', { name: 'Placement functions' })
      .getByRole('listitem')
      .allInnerTexts();
    // The alumni directory exists; job postings and the placement report are to come.
    expect(functions).toEqual(['Job posting', 'Report']);
    expect(await page.getByRole('link', { name: 'Sign in to the Placement module' }).getAttribute('href')).toMatch(
      /^\/login\//,
    );
    expect(await page.getByRole('link', { name: 'Exam results' }).getAttribute('href')).toBe('/examresults');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/coming-soon-360.png`, fullPage: true });
    await page.goto('/coming-soon?module=Nowhere');
    await page.getByRole('heading', { name: 'This function is coming soon' }).waitFor();
    await expectNoAxeViolations(page, '/coming-soon unknown module');
    expect(
      await page.locator('.coming-soon-links').getByRole('link', { name: 'Home', exact: true }).getAttribute('href'),
    ).toBe('/');
    await context.close();
  });

  it("never lists the student's Dashboard as still to come: it is under Available today", async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await new LoginPage(page).signInAndLand('Student', 'student', DEMO, '/app/Student');
    await page.goto(comingSoonHref('Student'));
    await page.getByRole('heading', { name: 'Student: coming soon' }).waitFor();
    const functions = await page.getByRole('list', { name: 'Student functions' }).getByRole('listitem').allInnerTexts();
    expect(functions).toEqual([]);
    expect(await page.getByRole('link', { name: 'Your Student dashboard' }).getAttribute('href')).toBe('/app/Student');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/coming-soon-student-1280.png`, fullPage: true });
    await context.close();
  });
});

describe('ERP module home (§2 /erphome)', () => {
  it('shows 17 circular cards in the tile order at 360 px, each a link of at least 48 px', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const erp = new ErpHomePage(await context.newPage());
    await erp.open();
    const boxes = await erp.cardBoxes();
    expect(boxes.map((b) => b.name)).toEqual(ERP_MODULES);
    expect(await erp.cards().count()).toBe(17);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(48);
      expect(Math.abs(box.width - box.height)).toBeLessThan(1);
      expect(box.radius).toBe('50%');
      expect(box.x + box.width / 2).toBeLessThanOrEqual(360);
    }
    expect(await erp.page.getByRole('link', { name: 'Admin', exact: true }).getAttribute('href')).toBe('/login/Admin');
    expect(await erp.page.getByRole('link', { name: 'Placement', exact: true }).getAttribute('href')).toBe(
      '/login/Placements%20Cell',
    );
    // OBE is an external site this demo does not configure: its card says what is coming. Exams is our exam cell.
    expect(await erp.page.getByRole('link', { name: 'OBE', exact: true }).getAttribute('href')).toBe(
      '/coming-soon?module=OBE',
    );
    expect(await erp.page.getByRole('link', { name: 'Exams', exact: true }).getAttribute('href')).toBe('/login/Admin');
    await erp.page.screenshot({ path: `${ARTIFACTS_DIR}/erphome-360.png`, fullPage: true });

    for (
      let i = 0;
      i < 40 && !(await erp.page.evaluate(() => document.activeElement?.classList.contains('erp-card')));
      i++
    )
      await erp.page.keyboard.press('Tab');
    const focused = await erp.page.evaluate(() => ({
      name: document.activeElement?.textContent,
      outline: getComputedStyle(document.activeElement!).outlineStyle,
    }));
    expect(focused).toEqual({ name: 'Authority', outline: 'solid' });
    await erp.page.keyboard.press('Enter');
    await erp.page.waitForURL(`${baseUrl}/login/Management`);
    await context.close();
  });

  it.each([768, 1280, 1920])('lays the cards evenly on a ring at %i px', async (width) => {
    const context = await browser().newContext({ baseURL: baseUrl, viewport: { width, height: 1000 } });
    const erp = new ErpHomePage(await context.newPage());
    await erp.open();
    const boxes = await erp.cardBoxes();
    const cx = boxes.reduce((s, b) => s + b.x, 0) / boxes.length;
    const cy = boxes.reduce((s, b) => s + b.y, 0) / boxes.length;
    const radii = boxes.map((b) => Math.hypot(b.x - cx, b.y - cy));
    const steps = boxes.map((b, i) =>
      Math.hypot(b.x - boxes[(i + 1) % boxes.length]!.x, b.y - boxes[(i + 1) % boxes.length]!.y),
    );
    expect(Math.max(...radii) - Math.min(...radii)).toBeLessThan(2);
    expect(Math.max(...steps) - Math.min(...steps)).toBeLessThan(2);
    expect(Math.min(...steps)).toBeGreaterThan(boxes[0]!.width); // no two cards overlap
    expect(boxes[0]!.y).toBeLessThan(cy); // Authority at the top, then clockwise
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
    for (const box of boxes) expect(box.width).toBeGreaterThanOrEqual(96);
    await erp.page.screenshot({ path: `${ARTIFACTS_DIR}/erphome-${width}.png`, fullPage: true });
    await context.close();
  });

  it("sends a signed-in admin's Admin card to /app/Admin and keeps the other modules' sign-in pages", async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin');
    const erp = new ErpHomePage(page);
    await erp.open();
    expect(await erp.cards().count()).toBe(17);
    const admin = page.getByRole('link', { name: 'Admin Your dashboard' });
    expect(await admin.getAttribute('href')).toBe('/app/Admin');
    expect(await page.getByRole('link', { name: 'Library', exact: true }).getAttribute('href')).toBe('/login/Library');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/erphome-admin-1280.png`, fullPage: true });
    await admin.click();
    await page.waitForURL(`${baseUrl}/app/Admin`);
    await context.close();
  });
});

describe('role dashboard addresses (§2 /{role}/dashboard)', () => {
  it('sends a signed-out visitor to the module sign-in page; the server answers 200', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    expect((await page.goto('/admin/dashboard'))?.status()).toBe(200);
    await page.waitForURL(`${baseUrl}/login/Admin`);
    await page.getByRole('heading', { name: 'Sign in to Admin Module' }).waitFor();
    await page.goto('/placement/dashboard');
    await page.waitForURL(`${baseUrl}/login/Placements%20Cell`);
    await context.close();
  });

  it("sends a signed-in admin to /app/Admin and shows a student 'You Don't have permission to View'", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin');
    await page.goto('/admin/dashboard');
    await page.waitForURL(`${baseUrl}/app/Admin`);
    await context.close();

    const student = await newPhoneContext(browser(), baseUrl);
    const studentPage = await student.newPage();
    await new LoginPage(studentPage).signInAndLand('Student', 'student', DEMO, '/app/Student');
    await studentPage.goto('/admin/dashboard');
    await studentPage.getByRole('alert').filter({ hasText: "You Don't have permission to View" }).waitFor();
    await expectNoAxeViolations(studentPage, 'no permission');
    expect(studentPage.url()).toBe(`${baseUrl}/admin/dashboard`);
    await studentPage.goto('/student/dashboard');
    await studentPage.waitForURL(`${baseUrl}/app/Student`);
    await student.close();
  });

  it('shows the 404 page for an unknown role, with status 404', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    expect((await page.goto('/nobody/dashboard'))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops, Page Not Found :(' }).waitFor();
    await expectNoAxeViolations(page, '404');
    await context.close();
  });

  it('does not shadow the routes whose second segment may be "dashboard"', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/app/dashboard'); // still the /app/* guard (§2)
    await page.waitForURL(`${baseUrl}/login/Admin?redirect=%2Fapp%2Fdashboard`); // the guard's sign-in, which returns there
    await page.goto('/login/dashboard'); // still the login route, which knows no such module
    await page.getByRole('heading', { name: 'Oops, Page Not Found :(' }).waitFor();
    await page.goto('/results/dashboard'); // still the result sheet of an exam title
    await page.getByRole('button', { name: 'Show' }).waitFor();
    await context.close();
  });
});

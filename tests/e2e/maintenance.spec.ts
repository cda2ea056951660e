import { request, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
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
import { collegeDateTime } from '../../src/domain/calendar/college-time';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';
const NOTICE = 'Results of the May 2024 examinations are being published.';

/** The E2E server is shared by every spec: maintenance must be off whatever happened here. */
async function switchMaintenanceOff() {
  const api = await request.newContext({ baseURL: baseUrl });
  await api.post('/api/auth/signin?module=Admin', {
    data: { username: 'admin', password: DEMO, module: 'Admin', rememberMe: false },
  });
  const res = await api.put('/api/app/maintenance', { data: { enabled: false } });
  await api.dispose();
  if (!res.ok()) throw new Error(`Could not switch maintenance off: ${res.status()}`);
}
afterAll(switchMaintenanceOff);

/** A datetime-local value two hours from now on the college's clock (the form's). */
function inTwoHoursLocal(): string {
  return collegeDateTime(new Date(Date.now() + 2 * 3_600_000)).replace(' ', 'T');
}

async function saveAndSee(admin: Page, toast: RegExp) {
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin.locator('ion-toast').filter({ hasText: toast }).waitFor();
}

describe('maintenance mode', () => {
  it("shows a non-administrator 'You Don't have permission to View' on /app/Maintenance Mode", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await new LoginPage(page).signInAndLand('Faculty', 'faculty', DEMO, '/Faculty%20Dashboard');
    await page.goto('/app/Maintenance%20Mode');
    await page.getByText("You Don't have permission to View").waitFor();
    await expectNoAxeViolations(page, 'maintenance screen refused');
    expect(await page.getByLabel('Maintenance mode on').count()).toBe(0);
    await context.close();
  });

  it('sends visitors to /maintenance with the message while on, and back to their page once the administrator turns it off', async () => {
    const adminContext = await newDesktopContext(browser(), baseUrl);
    const admin = await adminContext.newPage();
    await new LoginPage(admin).signInAndLand('Admin', 'admin', DEMO, '/app/Admin');
    await admin.goto('/app/Maintenance%20Mode');
    const toggle = admin.getByLabel('Maintenance mode on');
    expect(await toggle.isChecked()).toBe(false);

    // The form refuses markup before it reaches the server.
    await toggle.check();
    await admin.getByLabel(/Message for users/).fill('<b>Closed</b>');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(/The message cannot contain < or >/).waitFor();
    await expectNoAxeViolations(admin, '/app/Maintenance Mode with an error');

    await admin.getByLabel(/Message for users/).fill(NOTICE);
    await admin.getByLabel(/Expected end/).fill(inTwoHoursLocal());
    await saveAndSee(admin, /Maintenance mode is on/);
    await admin.screenshot({ path: `${ARTIFACTS_DIR}/maintenance-admin-1280.png` });
    await admin.setViewportSize({ width: 360, height: 780 });
    await admin.screenshot({ path: `${ARTIFACTS_DIR}/maintenance-admin-360.png`, fullPage: true });

    const visitorContext = await newPhoneContext(browser(), baseUrl);
    const visitor = await visitorContext.newPage();
    await visitor.clock.install();
    await visitor.goto('/examresults');
    await visitor.waitForURL(
      (url) => url.pathname === '/maintenance' && url.searchParams.get('from') === '/examresults',
    );
    await visitor.getByRole('heading', { name: "We'll be back soon" }).waitFor();
    expect(await visitor.getByTestId('maintenance-message').textContent()).toBe(NOTICE);
    await visitor.getByText(/Expected back by/).waitFor();
    await expectNoAxeViolations(visitor, '/maintenance');
    await visitor.screenshot({ path: `${ARTIFACTS_DIR}/maintenance-360.png`, fullPage: true });

    // The administrator keeps working meanwhile.
    await admin.goto('/examresults');
    await admin
      .getByRole('link', { name: /Regular Examinations/ })
      .first()
      .waitFor();

    await admin.goto('/app/Maintenance%20Mode');
    await admin.getByLabel('Maintenance mode on').uncheck();
    await saveAndSee(admin, /Maintenance mode is off/);

    // The page asks again every 30 s: move its clock on instead of waiting.
    await visitor.clock.fastForward(31_000);
    await visitor.waitForURL((url) => url.pathname === '/examresults');
    await visitor
      .getByRole('link', { name: /Regular Examinations/ })
      .first()
      .waitFor();

    await visitor.goto('/maintenance');
    await visitor.getByRole('heading', { name: 'The system is available' }).waitFor();
    await expectNoAxeViolations(visitor, '/maintenance when off');
    await visitor.screenshot({ path: `${ARTIFACTS_DIR}/maintenance-over-360.png` });
    await visitorContext.close();
    await adminContext.close();
  });
});

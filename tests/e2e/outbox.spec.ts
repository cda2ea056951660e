import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_MESSAGES as M } from '../../src/domain/achievements/messages';
import { ALUMNI_MESSAGES as AM } from '../../src/domain/alumni/messages';
import { AchievementsPage } from './pages/achievements-page';
import { chooseDegreeBatchBranch } from './pages/alumni-forms';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser } from './support/browser';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';
const CSE = 'Computer Science and Engineering';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const QUEUED = /saved on this device and will be sent automatically when you are online/;

interface Achievement {
  id: number;
  facultyName: string;
  description: string;
}

/** The faculty member's achievements as the server has them (the context's cookies, not the page). */
async function stored(ctx: BrowserContext, facultyName: string): Promise<Achievement[]> {
  const res = await ctx.request.get(
    `/api/app/getfacultyAchievements?facultyName=${encodeURIComponent(facultyName)}&facultyDept=${encodeURIComponent(CSE)}`,
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as Achievement[];
}

async function controlledBySw(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Marks the item labelled `label` as being sent now, as a page that went away mid-try leaves it (raw IndexedDB). */
async function markSending(page: Page, label: RegExp) {
  await page.evaluate(
    ({ source, flags }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('campus-erp-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const items = open.result.transaction('items', 'readwrite').objectStore('items');
          const all = items.getAll();
          all.onsuccess = () => {
            const item = (all.result as { label: string }[]).find((i) => new RegExp(source, flags).test(i.label));
            if (!item) return reject(new Error(`no outbox item ${source}`));
            const put = items.put({ ...item, state: 'sending', triedAt: Date.now() });
            put.onsuccess = () => resolve();
            put.onerror = () => reject(put.error);
          };
        };
      }),
    { source: label.source, flags: label.flags },
  );
}

const outboxItem = (page: Page, label: RegExp) => page.locator('.outbox-item').filter({ hasText: label });

/** Opens the Outbox by its link in the app's header. */
const openOutbox = (page: Page) =>
  page
    .getByRole('link', { name: /Outbox/ })
    .first()
    .click();

/** The item labelled `label` waits in the Outbox while the device is offline, and is sent once it is online. */
async function sentOnceOnline(page: Page, label: RegExp) {
  await outboxItem(page, label).getByText('Waiting to be sent').waitFor();
  await page.context().setOffline(false);
  await outboxItem(page, label)
    .getByText(/^Sent /)
    .waitFor();
}

describe('offline outbox', () => {
  it('queues an achievement create, edit and delete made offline, sends each once online, and shows a refusal', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Faculty', 'faculty', DEMO, '/Faculty%20Dashboard');
    // The Outbox screen's code is loaded once online, as a user would have opened it before.
    await page.goto('/app/Outbox');
    await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
    const screen = new AchievementsPage(page);
    await screen.open();
    await controlledBySw(page);
    const facultyName = (await page.locator('.hint').textContent())!
      .replace(/^Achievements of /, '')
      .replace(`, ${CSE}`, '');
    const description = 'Reviewer for IEEE Transactions on Education (offline)';
    /** Offline on the achievements screen, a row's button (Edit or Delete) pressed. */
    const offlineOnRow = async (rowText: string, button: RegExp) => {
      await screen.open();
      await screen.row(rowText).waitFor();
      await ctx.setOffline(true);
      await screen.row(rowText).getByRole('button', { name: button }).click();
    };

    // Create offline.
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await screen
      .dialog('New Achievement')
      .getByLabel('Faculty')
      .locator('option', { hasText: facultyName })
      .waitFor({ state: 'attached' });
    await ctx.setOffline(true);
    await screen.fill('New Achievement', { date: '2026-06-01', description });
    await page.getByText(QUEUED).waitFor();
    await page.getByRole('link', { name: /Outbox, 1 not sent yet/ }).waitFor();
    // Opened again (still offline), the screen finds the waiting item: the device marks who has items waiting.
    expect(await page.evaluate(() => localStorage.getItem('campus-erp-outbox-waiting'))).toBe('["faculty"]');
    await page.reload();
    await page.getByRole('link', { name: /Outbox, 1 not sent yet/ }).waitFor();
    await openOutbox(page);
    await outboxItem(page, /New achievement/)
      .getByText('Waiting to be sent')
      .waitFor();
    await expectNoAxeViolations(page, 'outbox waiting');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/outbox-waiting-360.png`, fullPage: true });
    // A page closed in the middle of a try leaves its item marked sending: the next opening sees nobody holds it.
    await markSending(page, /New achievement/);
    await page.reload();
    await outboxItem(page, /New achievement/)
      .getByText('Waiting to be sent')
      .waitFor();
    expect((await stored(ctx, facultyName)).filter((a) => a.description === description)).toHaveLength(0);
    await ctx.setOffline(false);
    await outboxItem(page, /New achievement/)
      .getByText(/^Sent /)
      .waitFor();
    // The worker's Background Sync replay may come too: the key keeps it to one record.
    await page.waitForTimeout(3000);
    const created = (await stored(ctx, facultyName)).filter((a) => a.description === description);
    expect(created).toHaveLength(1);

    // Edit offline.
    await offlineOnRow(description, /Edit/);
    await screen.fill('Edit Achievement', { description: `${description}, edited` });
    await page.getByText(QUEUED).waitFor();
    await page.goto('/app/Outbox').catch(() => undefined);
    await openOutbox(page);
    await sentOnceOnline(page, /Edited achievement/);
    await page.waitForTimeout(2000);
    const afterEdit = await stored(ctx, facultyName);
    expect(afterEdit.filter((a) => a.description === `${description}, edited`)).toHaveLength(1);
    expect(afterEdit.filter((a) => a.description === description)).toHaveLength(0);

    // Delete offline.
    await offlineOnRow(`${description}, edited`, /Delete/);
    await page.getByText(QUEUED).waitFor();
    await openOutbox(page);
    await sentOnceOnline(page, /Delete achievement/);
    await page.waitForTimeout(2000);
    expect((await stored(ctx, facultyName)).filter((a) => a.description.startsWith(description))).toHaveLength(0);

    // A refused item: an edit made offline of an achievement deleted meanwhile elsewhere.
    const other = await ctx.request.post('/api/app/savefacultyAchievements', {
      data: {
        ...(await ownFaculty(ctx)),
        departmentName: CSE,
        dates: '2026-06-02',
        description: 'Soon deleted elsewhere',
      },
    });
    expect(other.status()).toBe(201);
    const { id } = (await other.json()) as { id: number };
    await offlineOnRow('Soon deleted elsewhere', /Edit/);
    await screen.fill('Edit Achievement', { description: 'Edited on a lost record' });
    await page.getByText(QUEUED).waitFor();
    expect((await ctx.request.delete('/api/app/deletefacultyAchiveMent', { data: { id } })).status()).toBe(200);
    await openOutbox(page);
    await ctx.setOffline(false);
    const refused = outboxItem(page, /Edited achievement/).filter({ hasText: 'Refused by the server' });
    await refused.getByRole('alert').filter({ hasText: M.noSuchAchievement }).waitFor();
    await expectNoAxeViolations(page, 'outbox refused');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/outbox-refused-360.png`, fullPage: true });

    // Signing out with an item not sent warns first.
    await page.goto('/Faculty%20Dashboard');
    await page
      .getByRole('button', { name: 'Log Out' })
      .first()
      .click({ trial: false })
      .catch(() => undefined);
    const warning = page.getByRole('alertdialog').or(page.locator('ion-alert'));
    await warning.getByText(/not been sent yet/).waitFor();
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await page.goto('/app/Outbox');
    await refused.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => refused.count()).toBe(0);
    await ctx.close();
  }, 240_000);
});

async function ownFaculty(ctx: BrowserContext) {
  const res = await ctx.request.get(`/api/app/getFacultyNamesBasedOnDepartment?department=${encodeURIComponent(CSE)}`);
  const me = (await ctx.request.get('/api/auth/me').then((r) => r.json())) as { fullName: string };
  const list = (await res.json()) as { facultyName: string; facultyEmail: string }[];
  return list.find((f) => f.facultyName === me.fullName)!;
}

/** The placement officer on a phone, signed in, having opened the Outbox once online (its code is then on the device). */
async function placementOfficerWithOutbox() {
  const ctx = await newPhoneContext(browser(), baseUrl);
  const page = await ctx.newPage();
  await new LoginPage(page).signInAndLand(
    'Placements Cell',
    'placement_rdean',
    DEMO,
    '/app/Placements/Company%20Placement',
  );
  await page.goto('/app/Outbox');
  await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
  return { ctx, page };
}

describe('offline outbox: alumni registration', () => {
  it('keeps a registration made offline with its file, sends it once online, and shows a refused duplicate', async () => {
    const { ctx, page } = await placementOfficerWithOutbox();
    await page.goto('/app/Alumni/Registration%20Form');
    await controlledBySw(page);
    const roll = `OFF${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const form = page.getByRole('form', { name: 'Alumni Registration' });

    const fill = async () => {
      await form.getByRole('textbox', { name: 'Name' }).fill('Offline Alumnus');
      await form.getByRole('textbox', { name: 'Roll Number' }).fill(roll);
      await chooseDegreeBatchBranch(page);
      await form.getByRole('textbox', { name: 'Mobile Number' }).fill('9876543210');
      await form.getByRole('textbox', { name: 'E-mail' }).fill('offline.alumnus@example.com');
      await form.getByRole('radio', { name: 'NA' }).check();
      await page.locator('input[type=file]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    };
    const submitOffline = async () => {
      await ctx.setOffline(true);
      await form.getByRole('button', { name: 'Submit' }).click();
      const alert = page.locator('ion-alert');
      await alert.getByText(QUEUED).waitFor();
      await alert.getByRole('button', { name: 'OK' }).click();
    };

    await fill();
    await submitOffline();
    await openOutbox(page);
    const item = outboxItem(page, new RegExp(`Alumni registration: ${roll}`));
    await item.getByText('Waiting to be sent').first().waitFor();
    await ctx.setOffline(false);
    await item.getByText(/^Sent /).waitFor();
    await page.waitForTimeout(3000);
    const directory = await ctx.request.get(`/api/app/alumni/directory?search=${roll}`);
    expect(directory.status()).toBe(200);
    const found = ((await directory.json()) as { rows: { rollNumber: string }[] }).rows.filter(
      (r) => r.rollNumber === roll,
    );
    expect(found).toHaveLength(1);

    // The same roll number again, offline: refused on replay with the server's message.
    await page.goto('/app/Alumni/Registration%20Form');
    await form.waitFor();
    await fill();
    await submitOffline();
    await openOutbox(page);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/outbox-alumni-duplicate-waiting-360.png`, fullPage: true });
    await ctx.setOffline(false);
    const refused = page.locator('.outbox-item').filter({ hasText: 'Refused by the server' });
    await refused.getByRole('alert').filter({ hasText: AM.duplicateRegistration }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/outbox-alumni-duplicate-refused-360.png`, fullPage: true });
    await refused.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => refused.count()).toBe(0);
    await ctx.close();
  }, 240_000);
});

describe('offline outbox: alumni history', () => {
  it('keeps an alumni history saved offline with its photo and certificate, sends it once online and finds one record', async () => {
    const { ctx, page } = await placementOfficerWithOutbox();
    await page.goto('/AlumniHistory');
    await controlledBySw(page);
    const form = page.getByRole('form', { name: 'Alumni History' });
    await form.waitFor();
    // The list (the app's duplicate check) and the lookups are loaded while online, as a user would have them.
    await page.locator('.alumni-table tbody tr').first().waitFor();
    const roll = `HOFF${Date.now().toString(36).toUpperCase().slice(-5)}`;

    await form.getByRole('radio', { name: 'Working' }).check();
    await form.getByText('Offer Letter').waitFor();
    await form.getByRole('textbox', { name: 'Roll Number' }).fill(roll);
    await form.getByRole('textbox', { name: 'Student Name' }).fill('Offline Historian');
    await form.getByRole('textbox', { name: "Father's Name" }).fill('Ramesh');
    await chooseDegreeBatchBranch(page, 'Course');
    await form.getByRole('textbox', { name: 'Student E-mail' }).fill('historian@example.com');
    await form.getByRole('textbox', { name: 'Student Phone Number' }).fill('9123456780');
    await form.getByRole('textbox', { name: 'Company Name' }).fill('Infosys');
    await form.getByRole('textbox', { name: 'Designation' }).fill('Systems Engineer');
    await form.getByRole('textbox', { name: 'Experience' }).fill('1 year');
    await form.getByRole('textbox', { name: 'Location' }).fill('Hyderabad');
    const files = page.locator('input[type=file]');
    await files.nth(0).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('.file-field img').first().waitFor();
    await files.nth(1).setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: PNG });

    await ctx.setOffline(true);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(QUEUED).first().waitFor();
    expect(await form.getByRole('textbox', { name: 'Roll Number' }).inputValue()).toBe('');
    await openOutbox(page);
    const item = outboxItem(page, new RegExp(`Alumni history: ${roll}`));
    await item.getByText('Waiting to be sent').waitFor();
    await expectNoAxeViolations(page, 'outbox alumni history waiting');
    await ctx.setOffline(false);
    await item.getByText(/^Sent /).waitFor();
    // Page and worker may both send it: the key keeps it to one record.
    await page.waitForTimeout(3000);
    const records = await ctx.request.get('/api/app/getAlumniData');
    expect(records.status()).toBe(200);
    const mine = ((await records.json()) as { rollNumber: string }[]).filter((r) => r.rollNumber === roll);
    expect(mine).toHaveLength(1);
    await ctx.close();
  }, 240_000);
});

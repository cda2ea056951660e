import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { FACULTY_MESSAGES as M } from '../../src/domain/faculty/messages';
import { FacultyRecordsPage, dashboardCounters } from './pages/faculty-records-page';
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
const FACULTY_COUNTERS = ['myPublications', 'myCitations', 'myScopus', 'myAwards'] as const;
// The demo member's seeded records (src/server/demo/faculty-records.ts): 6 papers, 67 citations, 4 in Scopus, 3 awards.
const SEEDED = { myPublications: '6', myCitations: '67', myScopus: '4', myAwards: '3' };
const E2E_PREFIX = 'E2E faculty records';

const overflow = (page: Page) => page.locator('.app-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);

/** Opens a faculty database screen from the sidebar menu (§2: the menu of screens up to 1280 px). */
async function openFromMenu(page: Page, label: string) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const side = page.locator('#side-menu');
  await side.getByRole('button', { name: 'Faculty', exact: true }).click();
  await side.getByRole('link', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

async function openDashboard(page: Page) {
  await page.goto('/Faculty Dashboard');
  await page.getByRole('heading', { level: 1, name: 'Faculty Dashboard' }).waitFor();
  return dashboardCounters(page, FACULTY_COUNTERS);
}

const contexts: BrowserContext[] = [];
afterAll(async () => {
  // Puts the demo data back should a run stop half-way: removes any record this spec added.
  const ctx = await newDesktopContext(browser(), baseUrl);
  await ctx.request.post('/api/auth/signin?module=Faculty', {
    data: { username: 'faculty', password: DEMO, module: 'Faculty' },
  });
  for (const kind of ['publications', 'mous', 'awards']) {
    const rows = (await (await ctx.request.get(`/api/fdb/${kind}`)).json()) as {
      id: number;
      title?: string;
      partner?: string;
    }[];
    for (const row of rows.filter((r) => (r.title ?? r.partner ?? '').startsWith(E2E_PREFIX)))
      await ctx.request.delete(`/api/fdb/${kind}/${row.id}`);
  }
  await ctx.close();
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
});

describe('faculty database screens', () => {
  it.each([
    [360, 'phone'],
    [1280, 'desktop'],
  ] as const)(
    'a faculty member sees the card and counters, adds a Scopus paper, edits and deletes it, and the counters follow (%i px)',
    async (width, kind) => {
      const ctx =
        kind === 'phone' ? await newPhoneContext(browser(), baseUrl) : await newDesktopContext(browser(), baseUrl);
      contexts.push(ctx);
      const page = await ctx.newPage();
      const profileCalls: URL[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/fdb/getallprofiledata')) profileCalls.push(new URL(req.url()));
      });

      await new LoginPage(page).signInAndLand('Faculty', 'faculty', DEMO, '/Faculty%20Dashboard');
      // §4: signing in as ROLE_FACULTY loads the faculty profile (§7 getallprofiledata with the four parameters).
      await page.waitForFunction(() => document.querySelector('[aria-label="Faculty card"]') !== null);
      expect(profileCalls.length).toBeGreaterThan(0);
      expect([...profileCalls[0]!.searchParams.keys()].sort()).toEqual([
        'collegeId',
        'financialYear',
        'typeofInstitution',
        'userId',
      ]);
      expect(profileCalls[0]!.searchParams.get('userId')).toBe('faculty');
      const card = page.getByRole('region', { name: 'Faculty card' });
      await card.getByText('Computer Science and Engineering').waitFor();
      await card.getByText('@').waitFor(); // the e-mail
      expect(await card.locator('dt').allInnerTexts()).toEqual(
        expect.arrayContaining(['Name', 'E-mail', 'Department']),
      );
      expect(await dashboardCounters(page, FACULTY_COUNTERS)).toEqual(SEEDED);
      // The profile is personal data: kept in the in-memory query cache, never in the copy stored on the device.
      const name = (await card.locator('dd').first().innerText()).trim();
      expect(await page.evaluate(() => localStorage.getItem('campus-erp-query-cache') ?? '')).not.toContain(name);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/faculty-dashboard-${width}.png`, fullPage: true });

      await openFromMenu(page, 'Publications');
      const records = new FacultyRecordsPage(page);
      await records.waitForSummary('6 publications, 67 citations, 4 in Scopus, 3 in Web of Science.');
      await expectNoAxeViolations(page, `publications ${width}`);

      // A new paper: every empty required field is named, then it is saved with Scopus indexing and 12 citations.
      await page.getByRole('button', { name: 'Add publication' }).click();
      const form = records.form('New publication');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText(M.titleRequired).waitFor();
      await form.getByText(M.venueRequired).waitFor();
      await form.getByText(M.yearWhole).waitFor();
      await expectNoAxeViolations(page, `new publication with messages ${width}`);
      const title = `${E2E_PREFIX} ${kind}: federated learning on campus networks`;
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Journal or conference').fill('IEEE Access');
      await form.getByLabel('Year').fill('2025');
      await form.getByLabel('Citations').fill('12');
      await form.getByLabel('DOI (optional)').fill('10.1109/bad doi');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText(M.doiInvalid).waitFor();
      await form.getByLabel('DOI (optional)').fill(`10.5555/e2e.${kind}.2025`);
      await form.getByLabel('Scopus').check();
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/faculty-publication-form-${width}.png`, fullPage: true });
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'Publication added.' }).waitFor();
      await records.waitForSummary('7 publications, 79 citations, 5 in Scopus, 3 in Web of Science.');
      await records.record(title).getByText('Indexed in Scopus').waitFor();
      await page.screenshot({ path: `${ARTIFACTS_DIR}/faculty-publications-${width}.png`, fullPage: true });

      expect(await openDashboard(page)).toEqual({ ...SEEDED, myPublications: '7', myCitations: '79', myScopus: '5' });

      // Edit: 30 citations and no longer in Scopus.
      await page.goto('/app/Faculty/Publications');
      await records
        .record(title)
        .getByRole('button', { name: `Edit ${title}` })
        .click();
      const edit = records.form('Edit publication');
      expect(await edit.getByLabel('Citations').inputValue()).toBe('12');
      await edit.getByLabel('Citations').fill('30');
      await edit.getByLabel('Scopus').uncheck();
      await expectNoAxeViolations(page, `edit publication ${width}`);
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('status').filter({ hasText: 'Publication saved.' }).waitFor();
      await records.waitForSummary('7 publications, 97 citations, 4 in Scopus, 3 in Web of Science.');
      expect(await openDashboard(page)).toEqual({ ...SEEDED, myPublications: '7', myCitations: '97' });

      // Delete, after the confirmation: the counters are back where they were.
      await page.goto('/app/Faculty/Publications');
      await records.record(title).waitFor();
      await records
        .record(title)
        .getByRole('button', { name: `Delete ${title}` })
        .click();
      await page.locator('ion-alert').getByRole('button', { name: 'Cancel' }).click();
      await records.record(title).waitFor(); // Cancel keeps it
      await expectNoAxeViolations(page, `publications after cancel ${width}`);
      await records.deleteRecord(title, 'publication');
      await records.waitForSummary('6 publications, 67 citations, 4 in Scopus, 3 in Web of Science.');
      expect(await openDashboard(page)).toEqual(SEEDED);
      await ctx.close();
    },
  );

  it('adds and deletes an award (the Awards counter follows) and an MoU, in kiosk mode at 1280 px', async () => {
    const ctx = await newDesktopContext(browser(), baseUrl);
    contexts.push(ctx);
    const page = await ctx.newPage();
    await page.goto('/?kiosk=1');
    await page.locator('html.kiosk').waitFor({ state: 'attached' });
    await new LoginPage(page).signInAndLand('Faculty', 'faculty', DEMO, '/Faculty%20Dashboard');
    const records = new FacultyRecordsPage(page);

    await page.goto('/app/Faculty/Awards');
    await records.waitForSummary('3 awards.');
    await page.getByRole('button', { name: 'Add award' }).click();
    const form = records.form('New award');
    const title = `${E2E_PREFIX}: best researcher`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Awarded by').fill('JNTU Hyderabad');
    await form.getByLabel('Year').fill('1900');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(/^Year must be between 1950 and \d{4}$/).waitFor();
    await form.getByLabel('Year').fill('2024');
    // Kiosk: every button and tab of the screen is a 56 px touch target.
    for (const target of [
      form.getByRole('button', { name: 'Save' }),
      page.getByRole('link', { name: 'MoUs', exact: true }),
    ]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(56);
    }
    await expectNoAxeViolations(page, 'new award in kiosk mode');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/faculty-award-kiosk-1280.png`, fullPage: true });
    await form.getByRole('button', { name: 'Save' }).click();
    await records.waitForSummary('4 awards.');
    expect((await openDashboard(page)).myAwards).toBe('4');
    await page.goto('/app/Faculty/Awards');
    await records.deleteRecord(title, 'award');
    await records.waitForSummary('3 awards.');
    expect((await openDashboard(page)).myAwards).toBe('3');

    await page.goto('/app/Faculty/MoUs');
    await records.waitForSummary('2 MoUs.');
    await page.getByRole('button', { name: 'Add MoU' }).click();
    const mou = records.form('New MoU');
    const partner = `${E2E_PREFIX}: Infosys Springboard`;
    await mou.getByLabel('Partner organisation').fill(partner);
    await mou.getByLabel('Purpose').fill('Internships and certified courses for students');
    await mou.getByLabel('Signed on').fill('2025-06-01');
    await mou.getByLabel('Valid until (optional)').fill('2025-05-01');
    await mou.getByRole('button', { name: 'Save' }).click();
    await mou.getByText(M.validUntilBeforeSigned).waitFor();
    await mou.getByLabel('Valid until (optional)').fill('2028-05-31');
    await expectNoAxeViolations(page, 'new MoU in kiosk mode');
    await mou.getByRole('button', { name: 'Save' }).click();
    await records.waitForSummary('3 MoUs.');
    await records.record(partner).getByText('Signed on 1 Jun 2025, valid until 31 May 2028').waitFor();
    await records.deleteRecord(partner, 'MoU');
    await records.waitForSummary('2 MoUs.');
    await ctx.close();
  });
});

describe('department and college totals (§6: a HoD sees only their department)', () => {
  /** Signs in through the API and counts what /api/fdb lists for that user. */
  async function signedIn(username: string, width: number) {
    const ctx = width === 360 ? await newPhoneContext(browser(), baseUrl) : await newDesktopContext(browser(), baseUrl);
    contexts.push(ctx);
    expect(
      (
        await ctx.request.post('/api/auth/signin?module=Admin', { data: { username, password: DEMO, module: 'Admin' } })
      ).status(),
    ).toBe(200);
    const papers = (await (await ctx.request.get('/api/fdb/publications')).json()) as {
      department: string;
      citations: number;
      scopus: boolean;
    }[];
    const awards = (await (await ctx.request.get('/api/fdb/awards')).json()) as unknown[];
    const mous = (await (await ctx.request.get('/api/fdb/mous')).json()) as unknown[];
    const totals = {
      publications: String(papers.length),
      citations: papers.reduce((s, p) => s + p.citations, 0).toLocaleString('en-IN'),
      scopus: String(papers.filter((p) => p.scopus).length),
      awards: String(awards.length),
      mous: String(mous.length),
    };
    return { ctx, page: await ctx.newPage(), papers, totals };
  }

  it("shows a HoD their department's totals and records only, and the principal and IQAC the college's", async () => {
    const hod = await signedIn('hod', 360);
    expect(new Set(hod.papers.map((p) => p.department))).toEqual(new Set(['Computer Science and Engineering']));
    await hod.page.goto('/app/HOD Dashboard');
    const deptKeys = ['deptPublications', 'deptCitations', 'deptScopus', 'deptAwards'];
    expect(await dashboardCounters(hod.page, deptKeys)).toEqual({
      deptPublications: hod.totals.publications,
      deptCitations: hod.totals.citations,
      deptScopus: hod.totals.scopus,
      deptAwards: hod.totals.awards,
    });
    await hod.page.screenshot({ path: `${ARTIFACTS_DIR}/faculty-hod-dashboard-360.png`, fullPage: true });
    await openFromMenu(hod.page, 'Publications');
    const records = new FacultyRecordsPage(hod.page);
    await records.waitForSummary(`${hod.totals.publications} publications`);
    await hod.page.getByText('Publications of the faculty of Computer Science and Engineering.').waitFor();
    const profile = await hod.ctx.request.get(
      '/api/fdb/getallprofiledata?collegeId=1&financialYear=2025-26&typeofInstitution=autonomous&userId=hod',
    );
    const hodRecordName = ((await profile.json()) as { name: string }).name;
    // The HoD teaches too (a faculty row of their own): Edit and Delete only on their own records, none on the
    // other members'; every owner is of the HoD's department.
    for (const card of await hod.page.locator('.fdb-record').all())
      if ((await card.getByRole('button', { name: /^Edit / }).count()) > 0)
        expect(await card.locator('.fdb-record__owner').innerText()).toContain(hodRecordName);
    for (const owner of await hod.page.locator('.fdb-record__owner').allInnerTexts())
      expect(owner).toMatch(/, Computer Science and Engineering$/);
    expect(await overflow(hod.page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(hod.page, 'HoD publications 360');
    await hod.page.screenshot({ path: `${ARTIFACTS_DIR}/faculty-hod-publications-360.png`, fullPage: true });

    for (const [username, path] of [
      ['principal', '/app/Principal DashBoard'],
      ['iqac_incharge', '/app/IQAC Incharge Dashboard'],
    ] as const) {
      const { page, papers, totals } = await signedIn(username, 1280);
      expect(new Set(papers.map((p) => p.department)).size).toBeGreaterThan(1);
      expect(Number(totals.publications)).toBeGreaterThan(Number(hod.totals.publications));
      await page.goto(path);
      const collegeKeys = ['collegePublications', 'collegeCitations', 'collegeScopus', 'collegeMous', 'collegeAwards'];
      expect(await dashboardCounters(page, collegeKeys)).toEqual({
        collegePublications: totals.publications,
        collegeCitations: totals.citations,
        collegeScopus: totals.scopus,
        collegeMous: totals.mous,
        collegeAwards: totals.awards,
      });
      await page.screenshot({ path: `${ARTIFACTS_DIR}/faculty-${username}-dashboard-1280.png`, fullPage: true });
      await page.goto('/app/Faculty/Awards');
      await new FacultyRecordsPage(page).waitForSummary(`${totals.awards} awards.`);
      await page.getByText("Awards of the college's faculty members.").waitFor();
      await expectNoAxeViolations(page, `${username} awards 1280`);
    }

    // A student has no faculty database screens.
    const ctx = await newPhoneContext(browser(), baseUrl);
    contexts.push(ctx);
    await ctx.request.post('/api/auth/signin?module=Student', {
      data: { username: 'student', password: DEMO, module: 'Student' },
    });
    expect((await ctx.request.get('/api/fdb/publications')).status()).toBe(403);
    const studentPage = await ctx.newPage();
    await studentPage.goto('/app/Faculty/Publications');
    await studentPage.getByText("You Don't have permission to View").waitFor();
  });
});

import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CIRCULATION_MESSAGES as M } from '../../src/domain/library/circulation-messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser } from './support/browser';
import { ROLL_PREFIX } from './support/demo-seed';
import { wideShot } from './support/screenshots';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';
/** Copies past those other specs lend (accession numbers 2 to 40), so this spec never waits on theirs. */
const FIRST_ACCESSION = 300;

interface Copy {
  accessionNo: string;
  barcode: string;
  status: string;
  source: string;
}
interface Title {
  id: number;
  title: string;
  itemType: string;
  copyList: Copy[];
}

/** A textbook whose copies are all on the shelf, past the low accession numbers, none the book bank's. */
async function freeBook(api: APIRequestContext, from: number, maxCopies: number): Promise<Title> {
  for (let id = from; id < from + 300; id++) {
    const res = await api.get(`/api/app/library/titles/${String(id)}`);
    if (!res.ok()) continue;
    const t = (await res.json()) as Title;
    const fits =
      t.itemType === 'BOOK' &&
      t.copyList.length >= 1 &&
      t.copyList.length <= maxCopies &&
      t.copyList.every(
        (c) => c.status === 'AVAILABLE' && c.source !== 'BOOK_BANK' && Number(c.accessionNo) > FIRST_ACCESSION,
      );
    if (fits) return t;
  }
  throw new Error(`No free textbook from title ${String(from)}`);
}

/** Issues the copy at the desk to the first of `rolls` the rules lend it to; the roll it went to. */
async function issueToSomeone(api: APIRequestContext, barcode: string, rolls: string[]): Promise<string> {
  while (rolls.length > 0) {
    const patron = rolls.shift()!;
    const res = await api.post('/api/app/library/issues', { data: { patron, barcode, offline: false } });
    if (res.status() === 201) return patron;
  }
  throw new Error(`Nobody could take ${barcode}`);
}

const lent: string[] = [];
let staff: BrowserContext | null = null;
afterAll(async () => {
  // The copies go back to the shelf, so a run leaves the demo's library as it found it.
  for (const barcode of lent)
    await staff?.request.post('/api/app/library/returns', { data: { barcode, offline: false } });
  await staff?.close();
});

describe('a reader’s loans and holds', () => {
  it('at 360 px a student opens My Loans from the menu, renews a loan, places a hold on a title all out and cancels it', async () => {
    staff = await newPhoneContext(browser(), baseUrl);
    await staff.request.post('/api/auth/signin?module=Library', {
      data: { username: 'library_assistant', password: DEMO, module: 'Library' },
    });
    const desk = staff.request;

    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Student', 'student', DEMO, '/app/Student', { axeLogin: false });
    const me = (await (await ctx.request.get('/api/app/library/my-loans')).json()) as { code: string };

    // The desk lends the student a textbook, and every copy of another to classmates.
    const loanTitle = await freeBook(desk, 120, 10);
    const loanCopy = loanTitle.copyList[0]!;
    await issueToSomeone(desk, loanCopy.barcode, [me.code]);
    lent.push(loanCopy.barcode);
    const heldTitle = await freeBook(desk, loanTitle.id + 1, 3);
    const classmates = Array.from({ length: 30 }, (_, i) => `${ROLL_PREFIX}05${String(40 + i)}`);
    for (const copy of heldTitle.copyList) {
      await issueToSomeone(desk, copy.barcode, classmates);
      lent.push(copy.barcode);
    }

    // My Loans from the student's menu: the loan and when it is due.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const side = page.locator('#side-menu');
    await side.getByRole('button', { name: 'Library', exact: true }).click();
    await side.getByRole('link', { name: /^My Loans/ }).click();
    await page.getByRole('heading', { level: 1, name: 'My Loans' }).waitFor();
    const loans = page.getByRole('list', { name: 'Books on loan' });
    const loan = loans.getByRole('listitem').filter({ hasText: loanTitle.title });
    await loan.getByText(/^Due \d{1,2} \w{3} \d{4}$/).waitFor();
    await expectNoAxeViolations(page, 'my loans 360');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/library-my-loans-360.png`, fullPage: true });

    // Renewing: the toast says the due day (the loan period counted from today); one renewal of the one allowed used.
    await loan.getByRole('button', { name: `Renew ${loanTitle.title}` }).click();
    await page
      .locator('ion-toast')
      .getByText(/^Renewed: due /)
      .waitFor();
    await loan.getByText('Renewed 1 of 1 times').waitFor();
    // A second renewal is refused in the server's words, under the loan.
    await loan.getByRole('button', { name: `Renew ${loanTitle.title}` }).click();
    await loan.getByRole('alert').getByText(M.renewalsUsed.replace('{count}', '1')).waitFor();

    // View Books: the title with every copy out (opened by its address: an earlier edition may share its name).
    await page.getByRole('link', { name: 'Find a book (View Books)' }).click();
    await page.getByLabel('Search the catalogue').waitFor();
    await page.goto(`/app/Library/View Books?q=${encodeURIComponent(heldTitle.title)}&title=${String(heldTitle.id)}`);
    await page.locator('#library-title-heading', { hasText: heldTitle.title }).waitFor();
    await page.getByRole('button', { name: 'Place a hold' }).click();
    await page.getByRole('status').getByText(M.holdPlaced.replace('{place}', '1')).waitFor();
    await expectNoAxeViolations(page, 'hold placed 360');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/library-place-hold-360.png`, fullPage: true });
    await page.getByRole('link', { name: 'See your holds in My Loans' }).click();

    // My Loans lists the hold with the place in the line; cancelling asks first.
    const holds = page.getByRole('list', { name: 'Your holds' });
    const hold = holds.getByRole('listitem').filter({ hasText: heldTitle.title });
    await hold.getByText('Number 1 in the waiting list').waitFor();
    await expectNoAxeViolations(page, 'my loans with a hold 360');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/library-my-loans-hold-360.png`, fullPage: true });
    await wideShot(page, 'library-my-loans-hold');
    await hold.getByRole('button', { name: `Cancel the hold on ${heldTitle.title}` }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'YES' }).click();
    await page.locator('ion-toast').getByText(M.holdCancelled).waitFor();
    await page.getByText('You are not waiting for any title.').waitFor();
    const after = (await (await ctx.request.get('/api/app/library/my-loans')).json()) as { holds: unknown[] };
    expect(after.holds).toHaveLength(0);
    await wideShot(page, 'library-my-loans');
    await ctx.close();
  });
});

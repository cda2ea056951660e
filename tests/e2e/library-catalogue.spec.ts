import { describe, it } from 'vitest';
import { LIBRARY_MESSAGES as M } from '../../src/domain/library/messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser } from './support/browser';
import { wideShot } from './support/screenshots';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';

async function onPhone(username: string, landing: string) {
  const ctx = await newPhoneContext(browser(), baseUrl);
  const page = await ctx.newPage();
  await new LoginPage(page).signInAndLand('Library', username, DEMO, encodeURI(landing), { axeLogin: false });
  return { ctx, page };
}

/** The page at 1280 px too, for the record of how the screen reads on a desk. */
describe('library catalogue', () => {
  it('at 360 px the assistant finds a textbook and its copies; the incharge adds a title with two copies and finds it', async () => {
    const assistant = await onPhone('library_assistant', '/app/Library/View Books');
    const page = assistant.page;
    await page.getByLabel('Search the catalogue').fill('data struct');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const found = page.getByRole('list', { name: 'Titles found' });
    await found.getByRole('button', { name: 'Data Structures Using C' }).click();
    const copies = page.getByRole('table', { name: 'Copies' });
    await copies.getByText('CSE stacks, Rack A').first().waitFor();
    await expectNoAxeViolations(page, 'view books 360');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/library-view-books-360.png`, fullPage: true });
    await wideShot(page, 'library-view-books', 740);
    await assistant.ctx.close();

    const title = `Rural Telemetry Field Notes ${String(Date.now()).slice(-5)}`;
    const incharge = await onPhone('library_incharge', '/app/Library Dashboard');
    const desk = incharge.page;
    await desk.getByText('Copies by status').waitFor();
    await desk.screenshot({ path: `${ARTIFACTS_DIR}/library-dashboard-360.png`, fullPage: true });
    await wideShot(desk, 'library-dashboard');
    await desk.getByRole('link', { name: 'Catalogue Add a title with its copies' }).click();
    const form = desk.getByRole('form', { name: 'New title' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Authors, one per line (surname, name)').fill('Rao, P. Lakshmi');
    await form.getByLabel('Number of copies').fill('2');
    await form.getByLabel('Shelf or location').fill('ECE stacks, Rack E');
    await form.getByLabel('Price of a copy (Rs)').fill('575');
    await expectNoAxeViolations(desk, 'new title form 360');
    await form.getByRole('button', { name: 'Add to the catalogue' }).click();
    await desk.getByText(M.titleAdded).first().waitFor();
    await desk.getByRole('link', { name: 'Open the title' }).click();
    await desk.getByRole('heading', { name: title }).waitFor();
    const added = desk.getByRole('table', { name: 'Copies' }).getByRole('row');
    await added.nth(2).getByText('ECE stacks, Rack E').waitFor();
    await expectNoAxeViolations(desk, 'title with its copies 360');
    await desk.getByLabel('Search the catalogue').fill(title.split(' ').slice(0, 3).join(' '));
    await desk.getByRole('button', { name: 'Search', exact: true }).click();
    await desk.getByRole('list', { name: 'Titles found' }).getByRole('button', { name: title }).waitFor();
    await incharge.ctx.close();
  });
});

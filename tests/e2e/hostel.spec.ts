import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newPhoneContext, useBrowser } from './support/browser';
import { phoneAndWideShots } from './support/screenshots';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const LANDING = '/app/Hostel/Hostel Management';

describe('the hostel’s blocks and beds', () => {
  it('at 360 px the incharge reads occupancy, adds a room type, a block and its rooms, and sees their beds', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Hostel', 'hostel_incharge', 'Campus@2026', encodeURI(LANDING), {
      axeLogin: false,
    });

    // The demo college's two blocks, the first one's beds floor by floor.
    await page.getByRole('heading', { level: 1, name: 'Hostel Management' }).waitFor();
    const blocks = page.getByRole('table', { name: 'Occupancy of each block' });
    await blocks.getByRole('button', { name: 'Godavari Block' }).waitFor();
    await blocks.getByRole('button', { name: 'Krishna Block' }).click();
    await page.getByRole('heading', { name: 'Beds of Krishna Block' }).waitFor();
    await page.getByRole('region', { name: 'Ground floor' }).waitFor();
    await page.getByRole('list', { name: 'Beds of room G-01' }).getByText('Bed A, Free').waitFor({ state: 'attached' });
    expect(new URL(page.url()).searchParams.get('block')).toMatch(/^\d+$/);
    await expectNoAxeViolations(page, 'hostel management');
    await phoneAndWideShots(page, 'hostel-management');

    // A room type, a block and its first floor's rooms, through the forms.
    await page.getByRole('link', { name: 'Add blocks, room types and rooms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Buildings and Rooms' }).waitFor();
    const name = `Nagarjuna ${String(Date.now()).slice(-6)}`;
    const typeForm = page.getByRole('form', { name: 'Add a room type' });
    await typeForm.getByRole('button', { name: 'Add the room type' }).click();
    await typeForm.getByText('Give the room type a name of at most 60 characters').waitFor();
    await typeForm.getByRole('textbox', { name: /Name/ }).fill(`Four sharing ${name}`);
    await typeForm.getByRole('textbox', { name: /Beds in a room/ }).fill('4');
    await typeForm.getByRole('button', { name: 'Add the room type' }).click();
    await page.getByRole('list').getByText(`Four sharing ${name}`).waitFor();

    const blockForm = page.getByRole('form', { name: 'Add a block' });
    await blockForm.getByRole('textbox', { name: /Name of the block/ }).fill(name);
    await blockForm.getByRole('radio', { name: 'Girls' }).check();
    await blockForm.getByRole('textbox', { name: /Floors/ }).fill('2');
    await blockForm.getByRole('button', { name: 'Add the block' }).click();
    await expect.poll(() => blockForm.getByRole('textbox', { name: /Name of the block/ }).inputValue()).toBe('');

    const roomsForm = page.getByRole('form', { name: 'Add rooms' });
    await roomsForm.getByRole('combobox', { name: /Block/ }).selectOption({ label: name });
    await roomsForm.getByRole('textbox', { name: /Floor/ }).fill('1');
    await roomsForm.getByRole('combobox', { name: /Room type/ }).selectOption({ label: `Four sharing ${name}` });
    await roomsForm.getByRole('textbox', { name: /First room/ }).fill('101');
    await roomsForm.getByRole('textbox', { name: /How many rooms/ }).fill('3');
    await expectNoAxeViolations(page, 'buildings and rooms');
    await phoneAndWideShots(page, 'hostel-buildings-and-rooms');
    await roomsForm.getByRole('button', { name: 'Add the rooms' }).click();
    await page.getByText(`3 rooms with 12 beds added to ${name}`).waitFor();

    // The same rooms again: refused with the numbers already there, nothing added (once the form has emptied).
    await expect.poll(() => roomsForm.getByRole('textbox', { name: /First room/ }).inputValue()).toBe('');
    await roomsForm.getByRole('textbox', { name: /First room/ }).fill('103');
    await roomsForm.getByRole('textbox', { name: /How many rooms/ }).fill('2');
    await roomsForm.getByRole('button', { name: 'Add the rooms' }).click();
    await roomsForm.getByText('These rooms are already in the block: 103').waitFor();

    await page.getByRole('link', { name: /Occupancy and beds/ }).click();
    await page.getByRole('table', { name: 'Occupancy of each block' }).getByRole('button', { name }).click();
    await page.getByRole('heading', { name: `Beds of ${name}` }).waitFor();
    const floor = page.getByRole('region', { name: 'Floor 1' });
    await floor.getByText('12 beds free').waitFor();
    expect(await floor.getByRole('list', { name: /^Beds of room/ }).count()).toBe(3);
    await ctx.close();
  });
});

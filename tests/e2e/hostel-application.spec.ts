import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newPhoneContext, useBrowser } from './support/browser';
import { phoneAndWideShots } from './support/screenshots';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';
const LANDING = '/app/Hostel/Hostel Management';

describe('a student’s hostel application', () => {
  it('at 360 px a student applies from the menu, the incharge allots a bed, and the student sees it', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Student', 'student', DEMO, '/app/Student', { axeLogin: false });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const side = page.locator('#side-menu');
    await side.getByRole('button', { name: 'Hostel', exact: true }).click();
    await side.getByRole('link', { name: /^My Hostel/ }).click();
    await page.getByRole('heading', { level: 1, name: 'My Hostel' }).waitFor();

    // The form checks before it sends: a distance is needed, and a room type chosen twice is refused.
    const form = page.getByRole('form', { name: /^Apply for the hostel/ });
    await form.getByRole('combobox', { name: 'First choice of room type' }).selectOption({ index: 1 });
    await form.getByRole('combobox', { name: 'Second choice' }).selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.getByText('List at most 10 room types in order of preference, each once').waitFor();
    await form.getByRole('combobox', { name: 'Second choice' }).selectOption({ index: 0 });
    await form.getByRole('textbox', { name: /Distance from home/ }).fill('180');
    await form
      .getByRole('textbox', { name: /Why you need a hostel seat/ })
      .fill('My home in Adilabad is far from the college.');
    await expectNoAxeViolations(page, 'hostel application form');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('status')
      .getByText(/^Hostel application for \d{4}-\d{4} received$/)
      .waitFor();
    const card = page.getByRole('region', { name: /^Your application for/ });
    await card.getByText('Applied', { exact: true }).waitFor();
    await card.getByText('180 km').waitFor();
    await expectNoAxeViolations(page, 'hostel application applied');

    // The incharge sets the year's fees on the Registration screen and gives the student a bed by hand.
    const office = await newPhoneContext(browser(), baseUrl);
    const desk = await office.newPage();
    await new LoginPage(desk).signInAndLand('Hostel', 'hostel_incharge', DEMO, encodeURI(LANDING), { axeLogin: false });
    await desk.goto(encodeURI('/app/Hostel/Registration'));
    await desk.getByRole('heading', { level: 1, name: 'Hostel Registration' }).waitFor();
    const feeForms = desk.getByRole('form').filter({ has: desk.getByRole('button', { name: 'Save the fee' }) });
    await feeForms.first().waitFor();
    for (const feeForm of await feeForms.all()) {
      await feeForm.getByRole('textbox').fill('45000');
      await feeForm.getByRole('button', { name: 'Save the fee' }).click();
      await desk
        .getByText(/^Room fees for \d{4}-\d{4} saved$/)
        .first()
        .waitFor();
    }
    await desk.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Applied' });
    await desk.waitForURL((url) => url.searchParams.get('status') === 'APPLIED');
    await desk
      .getByRole('button', { name: /^Allot a bed to / })
      .first()
      .click();
    const allot = desk.getByRole('form', { name: /^Allot a bed to / });
    await allot.getByRole('combobox', { name: /Block/ }).selectOption({ index: 1 });
    await allot.getByRole('combobox', { name: /Free bed/ }).selectOption({ index: 1 });
    await expectNoAxeViolations(desk, 'hostel registration');
    await phoneAndWideShots(desk, 'hostel-registration');
    await allot.getByRole('button', { name: 'Allot the bed' }).click();
    await desk
      .getByText(/ allotted bed [A-Z] of room /)
      .first()
      .waitFor();
    await office.close();

    // The student opens the page again: allotted, with the block, room and bed; nothing to withdraw any more.
    await page.reload();
    await card.getByText('Allotted', { exact: true }).waitFor();
    await card.getByText(/^Bed [A-Z] of room .+, .+ Block$/).waitFor();
    expect(await card.getByRole('button', { name: 'Withdraw the application' }).count()).toBe(0);
    await phoneAndWideShots(page, 'hostel-my-hostel');
    await ctx.close();
  });
});

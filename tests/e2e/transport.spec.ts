import { describe, expect, it } from 'vitest';
import { dateText } from '../../src/domain/calendar/date-text';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newPhoneContext, useBrowser } from './support/browser';
import { phoneAndWideShots } from './support/screenshots';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const LANDING = '/app/Transportation Dashboard';

/** The college's day `days` from today (Asia/Kolkata, the demo college's zone), as a date input takes it. */
const dayFromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));

describe('the transport’s vehicles and their documents', () => {
  it('at 360 px the incharge reads the documents needing action, adds a vehicle and sees its insurance due', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand(
      'Transportation',
      'transportation_incharge',
      'Campus@2026',
      encodeURI(LANDING),
      { axeLogin: false },
    );

    // The demo fleet: one insurance due in 10 days, a pollution certificate overdue, a permit missing.
    await page.getByRole('heading', { level: 1, name: 'Transportation Dashboard' }).waitFor();
    const due = page.getByRole('table', { name: 'Documents needing action' });
    const row = (vehicle: string) => due.getByRole('row').filter({ has: page.getByRole('link', { name: vehicle }) });
    await row('TS 07 UA 5678')
      .filter({ hasText: 'Pollution certificate' })
      .getByText('Overdue', { exact: true })
      .waitFor();
    await row('TS 08 UB 0421').filter({ hasText: 'Permit' }).getByText('Missing', { exact: true }).waitFor();
    await row('TS 07 UA 1234').filter({ hasText: 'Insurance' }).getByText('Due', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'transportation dashboard');
    await phoneAndWideShots(page, 'transport-dashboard');

    // A new vehicle whose insurance lapses in 5 days, through the form.
    await page.getByRole('link', { name: 'Vehicles and their documents' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vehicles' }).waitFor();
    await page.getByRole('table', { name: 'The college’s vehicles and their documents' }).waitFor();
    const form = page.getByRole('form', { name: 'Add a vehicle' });
    await form.getByRole('button', { name: 'Add the vehicle' }).click();
    await form
      .getByText('Type the vehicle’s registration number as on its plate (TS 09 EA 1234, 22 BH 1234 AA)')
      .waitFor();
    const number = String(1000 + (Date.now() % 9000));
    const registration = `TS 12 ZX ${number}`;
    await form.getByRole('textbox', { name: /Registration number/ }).fill(`ts12zx${number}`);
    await form.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Minibus' });
    await form.getByRole('textbox', { name: 'Seats' }).fill('24');
    await form.getByRole('textbox', { name: 'Driver', exact: true }).fill('T. Srinivas');
    await form.getByRole('textbox', { name: 'Driver’s licence number' }).fill('TS12 2016 0034567');
    const insurance = form.getByRole('group', { name: 'Insurance' });
    await insurance.getByRole('textbox', { name: 'Number' }).fill(`POL-${number}`);
    await insurance.getByLabel('Valid until').fill(dayFromToday(5));
    await expectNoAxeViolations(page, 'vehicles');
    await phoneAndWideShots(page, 'transport-vehicles');
    await form.getByRole('button', { name: 'Add the vehicle' }).click();
    await expect.poll(() => form.getByRole('textbox', { name: /Registration number/ }).inputValue()).toBe('');
    await page
      .getByRole('table', { name: 'The college’s vehicles and their documents' })
      .getByRole('link', { name: registration })
      .waitFor();

    // On the dashboard, among the documents due.
    await page.getByRole('link', { name: 'Documents needing action (dashboard)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Transportation Dashboard' }).waitFor();
    const added = row(registration).filter({ hasText: 'Insurance' });
    // Its last valid day, 5 days from today (the days left read so once the catalogue is compiled).
    await added.getByRole('cell', { name: dateText(dayFromToday(5)) }).waitFor();
    await added.getByText('Due', { exact: true }).waitFor();
    // The new vehicle's other documents were never given: missing.
    await row(registration).filter({ hasText: 'Permit' }).getByText('Missing', { exact: true }).waitFor();
    await ctx.close();
  });
});

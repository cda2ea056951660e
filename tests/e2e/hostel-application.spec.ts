import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newPhoneContext, useBrowser } from './support/browser';
import { phoneAndWideShots } from './support/screenshots';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';

interface Line {
  id: number;
  rollNo: string;
  gender: string;
}
interface Grid {
  floors: { rooms: { number: string; beds: { id: number; label: string; status: string }[] }[] }[];
}

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

    // The incharge sets the year's fees and gives the student a free bed of a block for them.
    const office = await newPhoneContext(browser(), baseUrl);
    const api = office.request;
    await api.post('/api/auth/signin?module=Hostel', {
      data: { username: 'hostel_incharge', password: DEMO, module: 'Hostel' },
    });
    const fees = (await (await api.get('/api/app/hostel/room-fees')).json()) as {
      academicYear: string;
      fees: { roomTypeId: number }[];
    };
    const set = await api.put('/api/app/hostel/room-fees', {
      data: {
        academicYear: fees.academicYear,
        fees: fees.fees.map((f) => ({ roomTypeId: f.roomTypeId, feePaise: 4_500_000 })),
      },
    });
    expect(set.status()).toBe(200);
    const list = (await (await api.get('/api/app/hostel/applications?status=APPLIED')).json()) as {
      applications: Line[];
    };
    const mine = list.applications.find((a) => a.gender === 'MALE' || a.gender === 'FEMALE')!;
    const blocks = (await (await api.get('/api/app/hostel/buildings')).json()) as {
      buildings: { id: number; gender: string; free: number }[];
    };
    const block = blocks.buildings.find((b) => b.gender === mine.gender && b.free > 0)!;
    const grid = (await (await api.get(`/api/app/hostel/buildings/${String(block.id)}/grid`)).json()) as Grid;
    const bed = grid.floors.flatMap((f) => f.rooms.flatMap((r) => r.beds)).find((b) => b.status === 'FREE')!;
    const allot = await api.post(`/api/app/hostel/applications/${String(mine.id)}/allot`, { data: { bedId: bed.id } });
    expect(allot.status()).toBe(201);
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

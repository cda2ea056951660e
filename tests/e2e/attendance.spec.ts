import type { BrowserContext, Page } from 'playwright-core';
import { ROLL_PREFIX, demo } from './support/demo-seed';
import { describe, expect, it } from 'vitest';
import { attendancePercent, percentText } from '../../src/domain/attendance/attendance';
import { collegeDay } from '../../src/domain/calendar/college-time';
import { addDays } from '../../src/domain/timetable/timetable';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';
import { useSignedIn } from './support/signed-in';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const QUEUED = /saved on this device and will be sent automatically when you are online/;
// The demo leaves its latest teaching day untaken (src/server/demo/attendance.ts): today, or on a Sunday or holiday the
// last school day before it, so the spec takes that day's class whatever day it runs (a day the college calendar
// closes is passed over).

const signedIn = useSignedIn(browser, baseUrl);

type DayClasses = { classes: { taken: boolean; closed?: string | null }[] };

/** The latest day, today or before, on which the teacher has a class not taken yet. */
async function openTeachingDay(ctx: BrowserContext): Promise<string> {
  const today = collegeDay(new Date());
  for (let back = 0; back < 14; back += 1) {
    const date = addDays(today, -back);
    const res = await ctx.request.get(`/api/app/attendance/classes?date=${date}`);
    expect(res.status()).toBe(200);
    // A holiday's or an out-of-semester day's classes are not taken: there is no sheet to take then.
    if (((await res.json()) as DayClasses).classes.some((c) => !c.taken && !c.closed)) return date;
  }
  throw new Error('The demo teacher has no class left to take in the last two weeks');
}

/** The classes of `date`, whatever day the screen opened on. */
async function pickDay(page: Page, date: string): Promise<void> {
  await page.getByLabel('Date').fill(date);
}

type Overall = { held: number; present: number; percent: number };
const overallOf = async (ctx: BrowserContext): Promise<Overall> =>
  ((await (await ctx.request.get('/api/app/attendance/student')).json()) as { overall: Overall }).overall;

describe('attendance at 360 px', () => {
  it('a teacher marks a class offline, it is sent once online, the student sees the new percentage', async () => {
    const student = await signedIn('student', true);
    const before = await overallOf(student.context());

    const teacher = await signedIn('faculty', true);
    const page = teacher;
    const day = await openTeachingDay(teacher.context());
    await page.goto('/app/Attendance');
    await page.getByRole('heading', { level: 1, name: 'Attendance' }).waitFor();
    await pickDay(page, day);
    await page
      .getByRole('link', { name: new RegExp(`${demo.batch.name} CSE A.*Attendance not taken yet`) })
      .first()
      .click();
    const demoStudent = page.getByRole('button', { name: new RegExp(`${ROLL_PREFIX}0501`) });
    await demoStudent.waitFor();
    expect(await page.getByRole('list', { name: 'Students' }).getByRole('button', { pressed: false }).count()).toBe(30);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/attendance-sheet-360.png` });

    await teacher.context().setOffline(true);
    await demoStudent.click();
    expect(await demoStudent.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Absent: 1 · Present: 29').waitFor();
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await page.getByRole('status').filter({ hasText: QUEUED }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'attendance sheet');

    // Back online: the page sends what waited (the 'online' event), once.
    await teacher.context().setOffline(false);
    await expect
      .poll(async () => (await overallOf(student.context())).held, { timeout: 20_000, interval: 500 })
      .toBe(before.held + 1);
    const after = await overallOf(student.context());
    expect(after.present).toBe(before.present);

    await student.goto('/app/My Attendance');
    const expected = percentText(attendancePercent({ held: before.held + 1, present: before.present }));
    await student.getByTestId('overall-attendance').filter({ hasText: expected }).waitFor();
    await student.screenshot({ path: `${ARTIFACTS_DIR}/my-attendance-360.png`, fullPage: true });

    // The teacher's day says the class was taken, with its one absentee.
    await page.goto('/app/Attendance');
    await pickDay(page, day);
    await page.getByText('Attendance taken · 1 absent').first().waitFor();
  });
});

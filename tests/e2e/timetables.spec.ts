import { describe, expect, it } from 'vitest';
import { academicYear } from '../../src/domain/calendar/academic-year';
import { collegeDay, collegeMoment } from '../../src/domain/calendar/college-time';
import { DAY_NAMES, TIMETABLE_MESSAGES as M } from '../../src/domain/timetable/messages';
import { TERM_LABELS, addDays, mondayOf, weekdayOf, type Term } from '../../src/domain/timetable/timetable';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';
import { demo } from './support/demo-seed';
import { chooseOption, useSignedIn } from './support/signed-in';
import { latestTeachingDay } from './support/teaching-day';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
// The demo seed allots the classes of the academic year the clock is in (src/server/demo/faculty-allotments.ts).
const YEAR = academicYear(new Date());
const TODAY = collegeDay(new Date());

const signedIn = useSignedIn(browser, baseUrl);

describe('timetables at 360 px', () => {
  it('the academic section adds a class; its teacher sees it in their week; the timetable is deleted', async () => {
    const academics = await signedIn('academics', true);
    // Today's semester by the demo college's calendar, as the server names it (the screens open on it).
    const listed = await academics.request.get(`/api/app/timetables?academicYear=${YEAR}`);
    const term = ((await listed.json()) as { term: Term }).term;
    const SEMESTER = TERM_LABELS[term];
    // The class goes on the weekday of the latest teaching day in today's semester (today from Monday to Saturday
    // when it is no holiday), and the teacher's week is opened on that day's week.
    const faculty = await signedIn('faculty', true);
    const DATE = await latestTeachingDay(faculty.request, TODAY, term);
    const DAY = DAY_NAMES[weekdayOf(DATE)]!;
    // The demo faculty member's class (src/server/demo/faculty-allotments.ts).
    const rows = (await (await academics.request.get(`/api/app/allotments?academicYear=${YEAR}`)).json()).rows as {
      empCode: string;
      sectionLabel: string;
      subjectCode: string;
      facultyName: string;
    }[];
    // A class of the batch after the one on roll, whose CSE A already has a timetable (src/server/demo/attendance.ts).
    const mine = rows.find((r) => r.empCode === 'EMP0041' && r.sectionLabel.startsWith(demo.nextBatchName))!;

    await academics.goto('/app/Academics/Timetables');
    await academics.getByRole('heading', { level: 1, name: 'Timetables' }).waitFor();
    await academics.getByLabel('Academic year').fill(YEAR);
    await chooseOption(academics, 'Semester', SEMESTER);
    await academics.getByRole('button', { name: 'Show' }).click();
    await chooseOption(academics, 'Section', mine.sectionLabel);
    await academics.getByRole('button', { name: 'Make a timetable' }).click();
    await academics.getByRole('status').filter({ hasText: 'Record saved successfully' }).waitFor();
    await academics
      .getByRole('listitem')
      .filter({ hasText: mine.sectionLabel })
      .getByRole('button', { name: 'Open' })
      .click();
    // The timetable open is the address's: a reload (or the link shared) opens it again.
    await academics.waitForURL((url) => url.searchParams.has('timetable'));
    await academics.reload();
    await academics.getByRole('button', { name: 'Add the class' }).waitFor();
    await chooseOption(academics, 'Day', DAY);
    await chooseOption(academics, 'Period', /^Period 1/);
    await chooseOption(academics, 'Subject and teacher', `${mine.subjectCode} `);
    await academics.getByLabel('Room (optional)').fill('E2E 101');
    await academics.getByRole('button', { name: 'Add the class' }).click();
    await academics.getByText('Room E2E 101').waitFor();
    await expectNoAxeViolations(academics, 'timetable builder');
    const overflow = await academics.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await academics.screenshot({ path: `${ARTIFACTS_DIR}/timetable-builder-360.png`, fullPage: true });

    await faculty.goto('/app/My Timetable');
    await faculty.getByRole('heading', { level: 1, name: 'My timetable' }).waitFor();
    await chooseOption(faculty, 'Semester', SEMESTER);
    for (let week = mondayOf(TODAY); week > mondayOf(DATE); week = addDays(week, -7)) {
      await faculty.getByRole('button', { name: 'Previous week' }).click();
    }
    await faculty.getByText(`Week of ${mondayOf(DATE)}`).waitFor();
    const day = faculty.locator('.week-day').filter({ has: faculty.getByRole('heading', { name: DAY }) });
    await day.getByText(mine.sectionLabel).waitFor();
    expect(await day.getByText('Room E2E 101').count()).toBe(1);
    await expectNoAxeViolations(faculty, 'my timetable');
    await faculty.screenshot({ path: `${ARTIFACTS_DIR}/my-timetable-360.png`, fullPage: true });

    // The dashboard shows the periods of the browser's today: its clock is set to the teaching day, mid-morning at
    // the college, so the class just added is today's whatever the day the test runs on.
    await faculty.clock.setFixedTime(collegeMoment(`${DATE}T10:00`));
    await faculty.goto('/Faculty Dashboard');
    const today = faculty.getByRole('region', { name: "Today's periods" });
    await today.getByText('Room E2E 101').waitFor();
    expect(await today.getByText(mine.sectionLabel).count()).toBe(1);
    await expectNoAxeViolations(faculty, 'faculty dashboard with periods');
    const dashboardOverflow = await faculty.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(dashboardOverflow).toBeLessThanOrEqual(0);
    await faculty.screenshot({ path: `${ARTIFACTS_DIR}/faculty-dashboard-periods-360.png`, fullPage: true });

    await academics.getByRole('button', { name: `Delete the timetable of ${mine.sectionLabel}` }).click();
    await academics.getByRole('button', { name: 'YES' }).click();
    await academics.getByRole('status').filter({ hasText: M.deleted }).waitFor();
  }, 120_000);
});

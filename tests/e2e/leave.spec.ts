import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collegeDay } from '../../src/domain/calendar/college-time';
import { LEAVE_MESSAGES as M } from '../../src/domain/leave/messages';
import { addDays } from '../../src/domain/timetable/timetable';
import { DEMO_BACKUP_APPROVER } from '../../src/server/demo/leave';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';
import { chooseOption, useSignedIn } from './support/signed-in';
import { dateText } from '../../src/domain/calendar/date-text';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const TODAY = collegeDay(new Date());

const signedIn = useSignedIn(browser, baseUrl);

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

describe('leave at 360 px', () => {
  it('a teacher applies, the backup approver the HoD named approves, and the balance shows it taken', async () => {
    // The HoD names the second CSE teacher as backup approver from today.
    const hod = await signedIn('hod', true);
    const staff = (await (await hod.request.get('/api/app/leave/backups')).json()).staff as {
      value: number;
      label: string;
    }[];
    const record = (await (await hod.request.get(`/api/app/lists/faculty?q=${DEMO_BACKUP_APPROVER}`)).json())
      .rows[0] as {
      fullName: string;
    };
    const backup = staff.find((s) => s.label === record.fullName)!;
    await hod.goto('/app/Leave/Approvals');
    await hod.getByRole('heading', { level: 1, name: 'Leave approvals' }).waitFor();
    await hod.getByLabel('Backup approver', { exact: true }).selectOption(String(backup.value));
    await hod.getByLabel('From', { exact: true }).fill(TODAY);
    await hod.getByLabel('To', { exact: true }).fill(addDays(TODAY, 3));
    await hod.getByRole('button', { name: 'Name backup approver' }).click();
    await hod.getByRole('status').filter({ hasText: M.backupNamed }).waitFor();
    await noOverflow(hod);

    // The teacher applies for a day of CL a week or more ahead: a working day (no Sunday, no holiday).
    const faculty = await signedIn('faculty', true);
    const holidays = (
      (await (await faculty.request.get('/api/app/lists/holidays?pageSize=100')).json()).rows as { date: string }[]
    ).map((h) => h.date);
    let day = addDays(TODAY, 7);
    while (new Date(`${day}T00:00:00Z`).getUTCDay() === 0 || holidays.includes(day)) day = addDays(day, 1);
    await faculty.goto('/app/Leave');
    await faculty.getByRole('heading', { level: 1, name: 'Leave' }).waitFor();
    const clCard = faculty.locator('.leave-balance[data-code="CL"]');
    const taken = async () => Number(/([\d.]+) taken/.exec((await clCard.textContent()) ?? '')![1]);
    const before = await taken();
    // Apply with nothing chosen: the words at the leave type, focus on it.
    await faculty.getByRole('button', { name: 'Apply' }).click();
    const typeSelect = faculty.getByLabel('Leave type', { exact: true });
    await expect.poll(() => typeSelect.getAttribute('aria-invalid')).toBe('true');
    const typeMessage = await typeSelect.getAttribute('aria-describedby');
    expect(await faculty.locator(`[id="${typeMessage}"]`).textContent()).toBe('Please fill all the fields.');
    expect(await typeSelect.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(faculty, 'leave form with its messages');
    await chooseOption(faculty, 'Leave type', /^CL /);
    await faculty.getByLabel('From', { exact: true }).fill(day);
    await faculty.getByLabel('To', { exact: true }).fill(day);
    await faculty.getByLabel('Reason', { exact: true }).fill('Family function');
    await faculty.getByText('1 day counted').waitFor();
    await faculty.getByRole('button', { name: 'Apply' }).click();
    await faculty.getByRole('status').filter({ hasText: M.applied }).waitFor();
    await faculty
      .locator('.leave-item')
      .filter({ hasText: dateText(day) })
      .getByText('Pending')
      .waitFor();
    await expectNoAxeViolations(faculty, 'leave');
    await noOverflow(faculty);
    await faculty.screenshot({ path: `${ARTIFACTS_DIR}/leave-360.png`, fullPage: true });

    // The backup approver sees it waiting and approves it.
    const approver = await signedIn(DEMO_BACKUP_APPROVER, true);
    await approver.goto('/app/Leave/Approvals');
    await approver.getByRole('heading', { level: 1, name: 'Leave approvals' }).waitFor();
    const item = approver.locator('.leave-item').filter({ hasText: dateText(day) });
    await item
      .getByText('Classes in these dates', { exact: false })
      .or(item.getByText('No classes in these dates.'))
      .waitFor();
    await expectNoAxeViolations(approver, 'leave approvals');
    await noOverflow(approver);
    await approver.screenshot({ path: `${ARTIFACTS_DIR}/leave-approvals-360.png`, fullPage: true });
    await item.getByRole('button', { name: 'Approve' }).click();
    await approver.getByRole('status').filter({ hasText: M.approved }).waitFor();

    // The teacher's balance shows the day taken.
    await faculty.reload();
    await faculty
      .locator('.leave-item')
      .filter({ hasText: dateText(day) })
      .getByText('Approved', { exact: true })
      .waitFor();
    expect(await taken()).toBe(before + 1);
  });
});

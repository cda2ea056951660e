import * as XLSX from '@e965/xlsx';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES as L } from '../../src/domain/academic/messages';
import { ATTENDANCE_MESSAGES } from '../../src/domain/attendance/messages';
import { academicYearOfDay } from '../../src/domain/calendar/academic-year';
import { collegeDay } from '../../src/domain/calendar/college-time';
import { EXAM_CELL_PATH } from '../../src/domain/exams/access';
import { EXAM_MESSAGES as E, MARKS_MESSAGES } from '../../src/domain/exams/messages';
import { SETUP_STEPS } from '../../src/domain/setup/setup-checklist';
import { DAY_NAMES } from '../../src/domain/timetable/messages';
import { addDays, TERM_LABELS, weekdayOf } from '../../src/domain/timetable/timetable';
import { LoginPage } from './pages/login-page';
import { ResultsPage } from './pages/results-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newDesktopContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { addRow, uploadExcel, useEmptyInstall } from './support/empty-install';
import { latestMailTo, resetLinkIn } from './support/mailbox';
import { addCurriculum, createUser, PRINCIPAL, uploadStudents, type NewUser } from './support/setup-walk';
import { chooseOption } from './support/signed-in';

/**
 * The checklist's second half, on a fresh install of its own (support/empty-install.ts): from the academic calendar
 * to a teacher's first attendance sheet and an exam a visitor finds at /examresults. The steps before the calendar
 * are setup.spec.ts's (followed there link by link at 360 px); here they are made on the same screens at 1280 px.
 */
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const PASSWORD = 'Principal#2026';
const TEACHER_PASSWORD = 'Lakshmi#2026';
const EXAM_CELL: NewUser = {
  fullName: 'Exam Cell',
  username: 'exam.cell',
  email: 'examcell@gcet.example.in',
  password: 'ExamCell#2026',
  role: 'Examination',
};
const TEACHER_EMAIL = 'lakshmi@gcet.example.in';
const ROLL = '25GC1A0501';
// The class is taken on the latest day from Monday to Saturday, today or before: a teaching day whatever the weekday
// the test runs on, inside the academic year and the semester dates the walk sets around it.
const TODAY = collegeDay(new Date());
const DAY = weekdayOf(TODAY) === 7 ? addDays(TODAY, -1) : TODAY;
const YEAR = academicYearOfDay(DAY);
const START = Number(YEAR.slice(0, 4));
const BATCH = `${START}-${START + 4}`;
const REGULATION = `R${String(START).slice(2)}`;
const SECTION = `${BATCH} CSE A`;
const install = useEmptyInstall(PASSWORD);
const contexts: BrowserContext[] = [];

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
});

/** A 1280 px page of its own, signed in through the API (the sign-in screens are setup.spec.ts's and auth's). */
async function signedIn(username: string, password: string): Promise<Page> {
  const ctx = await newDesktopContext(browser(), install().baseUrl);
  contexts.push(ctx);
  expect((await ctx.request.post('/api/auth/signin', { data: { username, password } })).status()).toBe(200);
  return ctx.newPage();
}

describe('set-up checklist, from the calendar to the first results', () => {
  it('walks the checklist to a teacher’s first attendance and an exam a visitor finds at /examresults', async () => {
    const { baseUrl, outbox } = install();
    const ctx = await newDesktopContext(browser(), baseUrl);
    contexts.push(ctx);
    const admin = await ctx.newPage();
    await new LoginPage(admin).signInAndLand('Admin', 'principal', PASSWORD, '/app/Admin', { axeLogin: false });
    const checklist = admin.locator('.setup-checklist');
    /** On the dashboard: `step` in `state`; then, with `link`, on to that step's screen by its link. */
    const tick = async (step: string, state: 'done' | 'waiting', link?: string) => {
      await admin.goto('/app/Admin');
      await checklist.locator(`[data-step="${step}"][data-state="${state}"]`).waitFor();
      if (link) await checklist.getByRole('link', { name: new RegExp(`^${link}`) }).click();
    };
    const list = (kind: string) => admin.goto(`/app/Admin/Lists/${kind}`);

    // The steps before the calendar (setup.spec.ts), on their screens.
    await createUser(admin, PRINCIPAL);
    const principal = await signedIn(PRINCIPAL.username, PRINCIPAL.password);
    await addCurriculum(admin, principal, START);

    // The academic calendar: the year, current, then the first semester's dates (the whole year: no day of it is
    // outside the term).
    await tick('subjects', 'done', 'Academic calendar');
    await addRow(admin, 'academic year', {
      'Academic year': YEAR,
      'Start date': `${START}-04-01`,
      'End date': `${START + 1}-03-31`,
      Current: 'Yes',
    });
    await list('semesterDates');
    await addRow(admin, 'semester dates', {
      'Academic year': YEAR,
      Degree: 'B.Tech',
      Semester: 'I Year I Semester',
      'Start date': `${START}-04-01`,
      'End date': `${START + 1}-03-31`,
    });

    await tick('calendar', 'done', 'Faculty');
    await addRow(admin, 'faculty member', {
      'Employee code': 'EMP0001',
      Name: 'Dr. P. Lakshmi',
      Department: 'Computer Science and Engineering',
      Designation: 'Professor',
      'E-mail': TEACHER_EMAIL,
      Status: 'Active',
    });

    // Staff logins: the teacher's from the faculty record (a mailed link), the exam cell's on Create User.
    await tick('faculty', 'done', 'Staff logins and the exam cell');
    await admin.getByRole('radio', { name: 'Faculty' }).check();
    await admin.getByRole('radio', { name: 'EmpCode' }).check();
    await admin.getByRole('button', { name: 'Create Logins' }).click();
    await admin.locator('ion-alert').getByRole('button', { name: 'YES' }).click();
    await admin.locator('.create-logins-summary').waitFor();
    const teacherContext = await newDesktopContext(browser(), baseUrl);
    contexts.push(teacherContext);
    const teacher = await teacherContext.newPage();
    await teacher.goto(resetLinkIn(await latestMailTo(outbox, TEACHER_EMAIL)));
    await teacher.getByLabel('New Password').first().fill(TEACHER_PASSWORD);
    await teacher.getByLabel('Confirm Password').first().fill(TEACHER_PASSWORD);
    await teacher.getByRole('button', { name: 'Set New Password' }).click();
    await teacher.getByText('Your password has been reset').waitFor();
    await createUser(admin, EXAM_CELL);

    // The exam cell has its login: the first exam is its turn, and the step names who does it (no link).
    await tick('staffLogins', 'done');
    const examStep = checklist.locator('[data-step="firstExam"][data-state="waiting"]');
    await examStep.getByText(SETUP_STEPS.find((s) => s.key === 'firstExam')!.waitingOn).waitFor();
    expect(await examStep.getByRole('link').count()).toBe(0);
    await checklist.getByRole('link', { name: /^Sections/ }).click();
    await addRow(admin, 'section', { Batch: BATCH, Branch: 'CSE', Section: 'A', Capacity: '60' });

    // One student by the directory's Excel upload, in section A: the roll numbers and sections step ticks too.
    await tick('sections', 'done', 'Students');
    const student = {
      'Roll Number': ROLL,
      'Full Name': 'Anjali Reddy',
      Gender: 'FEMALE',
      Degree: 'B.Tech',
      Batch: BATCH,
      Branch: 'CSE',
      Section: 'A',
    };
    await uploadStudents(admin, [student]);
    await tick('students', 'done');
    await tick('rollNumbers', 'done', 'Subject allotments');

    // The teacher is allotted the subject for the section this year.
    await admin.getByLabel('Academic year').locator('option', { hasText: YEAR }).waitFor({ state: 'attached' });
    await admin.getByLabel('Academic year').selectOption(YEAR);
    await admin.getByRole('button', { name: 'Allot a subject' }).click();
    const allot = admin.getByRole('form', { name: `Allot a subject for ${YEAR}` });
    for (const [label, option] of [
      ['Faculty member', 'Lakshmi'],
      ['Subject', 'CS101'],
      ['Section', SECTION],
    ] as const) {
      await allot.getByLabel(label).locator('option', { hasText: option }).first().waitFor({ state: 'attached' });
      await chooseOption(admin, label, option);
    }
    await allot.getByRole('button', { name: 'Save' }).click();
    await admin.locator('.allotments .success-note').getByText(L.saved).waitFor();

    // The bell schedule (the step's note says where), then the section's week with the class on the day's weekday.
    await tick('allotments', 'done');
    await checklist.locator('[data-step="firstAttendance"][data-state="waiting"]').waitFor();
    await list('bellPeriods');
    await addRow(admin, 'period', {
      'Order in the day': '1',
      Name: 'Period 1',
      'Starts at': '09:00',
      'Ends at': '09:50',
      'Period or break': 'Period',
    });
    await tick('allotments', 'done', 'Timetables');
    await admin.getByLabel('Academic year').fill(YEAR);
    await chooseOption(admin, 'Semester', TERM_LABELS.odd);
    await admin.getByRole('button', { name: 'Show' }).click();
    await chooseOption(admin, 'Section', SECTION);
    await admin.getByRole('button', { name: 'Make a timetable' }).click();
    await admin.getByRole('status').filter({ hasText: L.saved }).waitFor();
    await admin.getByRole('listitem').filter({ hasText: SECTION }).getByRole('button', { name: 'Open' }).click();
    await chooseOption(admin, 'Day', DAY_NAMES[weekdayOf(DAY)]!);
    await chooseOption(admin, 'Period', /^Period 1/);
    await chooseOption(admin, 'Subject and teacher', 'CS101 ');
    await admin.getByRole('button', { name: 'Add the class' }).click();
    await admin.getByRole('button', { name: `Delete CS101 on ${DAY_NAMES[weekdayOf(DAY)]!}` }).waitFor();
    await tick('timetables', 'done');

    // Fee structures: the college's fee type on its list (the editor says so while there is none), then the batch's
    // second-semester structure, applied to make the student's dues. (Tuition owed up to an exam's semester keeps a
    // student from sitting it: the first exam below is the first semester's, which owes nothing.)
    await tick('timetables', 'done', 'Fee structures');
    await admin.getByRole('button', { name: 'New fee structure' }).click();
    await admin.getByRole('note').getByRole('link', { name: 'Fee types' }).click();
    await addRow(admin, 'fee type', {
      'Fee type': 'TUITION FEE',
      'Paid as': 'Semester fees',
      'Instalments allowed': 'Yes',
      'Order in lists': '1',
    });
    await tick('timetables', 'done', 'Fee structures');
    await admin.getByRole('button', { name: 'New fee structure' }).click();
    const feeStructure = admin.getByRole('form', { name: 'New fee structure' });
    await feeStructure.getByLabel('Name', { exact: true }).fill('I B.Tech tuition');
    await chooseOption(admin, 'Course', 'B.Tech');
    await chooseOption(admin, 'Batch', BATCH);
    await chooseOption(admin, 'Semester', /^2$/);
    await chooseOption(admin, 'Fee type', 'TUITION FEE');
    await feeStructure.getByLabel('Amount (Rs.)', { exact: true }).fill('35000');
    await feeStructure.getByLabel('Due date', { exact: true }).fill(`${START + 1}-01-15`);
    await chooseOption(admin, 'Late fine', 'No late fine');
    await feeStructure.getByRole('button', { name: 'Save the fee structure' }).click();
    await admin.getByRole('button', { name: 'Apply I B.Tech tuition' }).click();
    await admin.locator('ion-alert').getByRole('button', { name: 'YES' }).click();
    await admin
      .getByRole('row')
      .filter({ hasText: 'I B.Tech tuition' })
      .getByText('Not yet')
      .waitFor({ state: 'detached' });
    await tick('fees', 'done');

    // The teacher takes the first attendance sheet, of the day chosen on the screen.
    expect(
      (
        await teacher.request.post('/api/auth/signin', { data: { username: 'EMP0001', password: TEACHER_PASSWORD } })
      ).status(),
    ).toBe(200);
    await teacher.goto('/app/Attendance');
    await teacher.getByLabel('Date').fill(DAY);
    await teacher.getByRole('link', { name: new RegExp(`${SECTION}.*Attendance not taken yet`) }).click();
    await teacher.getByRole('button', { name: new RegExp(ROLL) }).waitFor();
    await teacher.getByRole('button', { name: 'Save attendance' }).click();
    // The save's outcome, saved or refused, in its words (a refusal fails here with its reason).
    const outcome = teacher.locator('.save-bar__outcome, .save-bar .error-alert');
    await outcome.waitFor();
    expect(await outcome.textContent()).toBe(ATTENDANCE_MESSAGES.saved);
    await tick('firstAttendance', 'done');

    // The exam cell defines the semester's regular exam, places the subject and registers the student.
    const cell = await signedIn(EXAM_CELL.username, EXAM_CELL.password);
    await cell.goto(EXAM_CELL_PATH);
    await chooseOption(cell, 'Regulation', REGULATION);
    await chooseOption(cell, 'Degree', 'B.Tech');
    await chooseOption(cell, 'Semester', 'I Year I Semester');
    await chooseOption(cell, 'Exam type', 'Regular');
    await chooseOption(cell, 'Month', 'November');
    await cell.getByLabel('Year', { exact: true }).fill(String(START));
    const title = await cell.getByLabel('Title', { exact: true }).inputValue();
    await cell.getByRole('button', { name: 'Save the exam' }).click();
    await cell.getByRole('status').filter({ hasText: E.saved }).waitFor();
    await chooseOption(cell, 'Subject', 'CS101 ');
    await cell.getByLabel('Date', { exact: true }).fill(`${START}-11-16`);
    await chooseOption(cell, 'Session', 'Forenoon');
    await cell.getByRole('button', { name: 'Place the subject' }).click();
    await cell.getByRole('button', { name: 'Remove CS101' }).waitFor();
    await cell.getByRole('button', { name: 'Register students' }).click();
    await cell.getByRole('status').filter({ hasText: 'students registered' }).waitFor();

    // Internal marks on the grid, external marks by the subject's Excel template.
    const subjectRow = cell
      .getByRole('region', { name: 'Marks by subject' })
      .getByRole('row')
      .filter({ hasText: 'CS101' });
    await subjectRow.getByRole('link', { name: 'Internal marks of CS101' }).click();
    await cell.getByRole('list', { name: 'Students' }).getByRole('textbox').fill('25');
    await cell.getByRole('button', { name: 'Save marks' }).click();
    await cell
      .getByRole('status')
      .filter({ hasText: MARKS_MESSAGES.savedCount(1) })
      .waitFor();
    await cell.goto(EXAM_CELL_PATH);
    await cell.getByRole('button', { name: `Open ${title}` }).click();
    const [download] = await Promise.all([
      cell.waitForEvent('download'),
      subjectRow.getByRole('button', { name: 'Template of CS101' }).click(),
    ]);
    const book = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<(string | number | null)[]>(sheet, { header: 1, defval: null });
    XLSX.utils.sheet_add_aoa(sheet, [[rows[1]![0], rows[1]![1], rows[1]![2], 60]], { origin: 'A2' });
    await cell.getByRole('button', { name: 'Upload external marks' }).click();
    await uploadExcel(
      cell,
      {
        name: 'Marks_CS101.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer,
      },
      1,
    );

    // Processed, publication requested: the step waits; the principal authorizes from their dashboard.
    await cell.getByRole('button', { name: 'Process results' }).click();
    await cell.getByRole('status').filter({ hasText: 'Results processed for 1 students' }).waitFor();
    await cell.getByRole('tab', { name: 'Publication' }).click();
    await cell.getByRole('button', { name: 'Request publication' }).click();
    await cell.getByRole('button', { name: 'YES' }).click();
    await cell.getByRole('status').filter({ hasText: E.requested }).waitFor();
    await tick('firstExam', 'waiting');
    await principal.goto('/app/Principal%20DashBoard');
    await principal
      .getByRole('region', { name: 'Results waiting to be published' })
      .getByRole('link', { name: title })
      .click();
    await principal.getByRole('button', { name: 'Authorize publication' }).click();
    await principal.getByRole('button', { name: 'YES' }).click();
    await principal
      .getByRole('status')
      .filter({ hasText: E.published(title) })
      .waitFor();

    // A visitor finds the title at /examresults and the student's grade; the step is done.
    const visitorContext = await newDesktopContext(browser(), baseUrl);
    contexts.push(visitorContext);
    const results = new ResultsPage(await visitorContext.newPage());
    await results.openTitles();
    await results.chooseTitle(title);
    await results.show(ROLL);
    await results.sheet().getByRole('row').filter({ hasText: 'CS101' }).waitFor();
    await tick('firstExam', 'done');
    // Every step is done but the college profile (setup.spec.ts's).
    const states = await checklist
      .locator('[data-step]')
      .evaluateAll((steps) => steps.map((s) => `${s.getAttribute('data-step')}: ${s.getAttribute('data-state')}`));
    expect(states).toEqual(SETUP_STEPS.map((s) => `${s.key}: ${s.key === 'collegeProfile' ? 'todo' : 'done'}`));
    await expectNoAxeViolations(admin, 'set-up checklist with the first results');
    await admin.screenshot({ path: `${ARTIFACTS_DIR}/setup-checklist-first-results-1280.png`, fullPage: true });
  }, 240_000);
});

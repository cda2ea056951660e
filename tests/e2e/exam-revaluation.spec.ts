import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXAM_CELL_PATH } from '../../src/domain/exams/access';
import { EXAM_MESSAGES as M } from '../../src/domain/exams/messages';
import { APP_PATHS } from '../../src/domain/routes/known-paths';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';
import { useSignedIn } from './support/signed-in';
import { ROLL_PREFIX, demo } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const ROLL = `${ROLL_PREFIX}0501`;
const MAY_2024 = demo.examTitles[1]!;
// An exam of this spec's own: no other spec defines, publishes or reads it.
const TITLE = 'B.Tech II Year II Semester (R22) Supplementary Examinations, December 2031';

const signedIn = useSignedIn(browser, baseUrl);

async function call(request: APIRequestContext, method: string, path: string, data?: unknown) {
  const res = await request.fetch(`/api/app/${path}`, {
    method,
    data,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  const text = await res.text();
  const body = (/^\s*[{[]/.test(text) ? JSON.parse(text) : {}) as Record<string, unknown> & { message?: string };
  expect(res.status(), `${method} ${path}: ${body.message ?? ''}`).toBeLessThan(300);
  return body;
}

/**
 * The exam published through the API, as the exam cell and the principal would: a supplementary exam of the demo
 * student's May 2025 F, its marks (the student 25 + 20, F on the external minimum; the others 20 + 50), processed,
 * requested and authorized now, so the window (counted from publication) is open whatever the date.
 */
async function publishOwnExam(cell: APIRequestContext, principal: APIRequestContext) {
  const sheet = (await (
    await cell.get(`/api/app/getExamResultByRollNoView?${new URLSearchParams({ rollNo: ROLL, examTitle: MAY_2024 })}`)
  ).json()) as { listofRecords: { courseCode: string; grade: string }[] };
  const code = sheet.listofRecords.find((r) => r.grade === 'F')!.courseCode;
  const choices = (await call(cell, 'GET', 'exams/choices')) as unknown as Record<
    'regulations' | 'degrees',
    { label: string; value: number }[]
  >;
  const made = (await call(cell, 'POST', 'exams', {
    title: TITLE,
    regulationId: choices.regulations.find((r) => r.label === 'R22')!.value,
    degreeId: choices.degrees.find((d) => d.label === 'B.Tech')!.value,
    semester: 4,
    examType: 'supplementary',
    month: 12,
    year: 2031,
  })) as { row: { id: number } };
  const id = made.row.id;
  const exam = (await call(cell, 'GET', `exams/${id}`)) as { coverable: { id: number; code: string }[] };
  const subjectId = exam.coverable.find((s) => s.code === code)!.id;
  await call(cell, 'PUT', `exams/${id}/subjects/${subjectId}`, { date: '2031-12-01', session: 'AN' });
  await call(cell, 'POST', `exams/${id}/registration`, {});
  const grid = (await call(cell, 'GET', `exams/${id}/marks/${subjectId}/internal`)) as {
    students: { studentId: number; rollNo: string }[];
  };
  const own = (s: { rollNo: string }) => s.rollNo === ROLL;
  expect(grid.students.some(own)).toBe(true);
  await call(cell, 'PUT', `exams/${id}/marks/${subjectId}/internal`, {
    marks: grid.students.map((s) => ({ studentId: s.studentId, internal: own(s) ? 25 : 20 })),
  });
  await call(cell, 'PUT', `exams/${id}/marks/${subjectId}/external`, {
    marks: grid.students.map((s) => ({ studentId: s.studentId, external: own(s) ? 20 : 50, absent: false })),
  });
  await call(cell, 'POST', `exams/${id}/results/process`, {});
  await call(cell, 'POST', `exams/${id}/results/request`, {});
  await call(principal, 'POST', `exams/${id}/results/authorize`, {});
  return { id, code };
}

describe('recounting and revaluation', () => {
  it('a student applies and pays at 360 px, the exam cell revalues at 1280 px, the sheet shows it', async () => {
    const cell = await signedIn('examination', false);
    const principal = await signedIn('principal', false);
    const { id, code } = await publishOwnExam(cell.request, principal.request);

    // The student, on a phone, applies for revaluation of the F from My Results and sees the fee due.
    const student = await signedIn('student', true);
    await student.goto(APP_PATHS.myResults);
    const panel = student.getByRole('region', { name: 'Recounting and revaluation' });
    const exam = panel.locator('.revaluation__exam').filter({ has: student.getByRole('heading', { name: TITLE }) });
    await exam.getByText('Applications open through').waitFor();
    const subject = exam.getByRole('listitem').filter({ hasText: code });
    await subject.getByRole('button', { name: 'Apply for revaluation' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: M.revaluationApplied('Revaluation', '₹1,000.00') })
      .waitFor();
    await subject.getByText('Revaluation: Fee ₹1,000.00 not paid yet').waitFor();
    await subject.getByRole('button', { name: 'Apply for recounting' }).waitFor();
    await expectNoAxeViolations(student, 'my results: revaluation applied');
    const overflow = await student.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await panel.screenshot({ path: `${ARTIFACTS_DIR}/exam-revaluation-applied-360.png` });

    // The fee is paid on the sandbox gateway with the test card, as tests/server/exam-revaluation-api.test.ts pays it
    // (payOnSandbox: the card page's form posted), and the gateway's own notification settles it. The walk through
    // the card page in the browser takes over 30 s here; tests/e2e/payments*.spec.ts walk it and the Fee Payment screen.
    const order = (await call(student.request, 'POST', 'payFee', {
      lines: [{ feeType: 'EXAM FEE', semester: 4, item: `Revaluation ${code} (exam ${id})` }],
      amount: '1000',
    })) as { paymentLink: string };
    const card = { option: 'CARD', cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' };
    const paid = await student.request.post(order.paymentLink, { form: card, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    await expect
      .poll(
        async () =>
          ((await call(cell.request, 'GET', `exams/${id}/revaluations`)) as { applications: { paid: boolean }[] })
            .applications[0]?.paid,
        { timeout: 40_000, interval: 250 },
      )
      .toBe(true);

    // The exam cell, at 1280 px, enters the revalued external marks: 25 + 40 passes.
    await cell.goto(`${EXAM_CELL_PATH}?exam=${id}&results=revaluation`);
    const row = cell.getByRole('region', { name: 'Applications' }).getByRole('row').filter({ hasText: ROLL });
    await row.getByLabel('New external marks').waitFor();
    // Read from the top, as it opens: nothing scrolled under the sticky header.
    await cell.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(cell, 'exam cell: revaluation tab');
    await row.getByLabel('New external marks').fill('40');
    await row.getByRole('button', { name: 'Save' }).click();
    const saved = cell.getByRole('status').filter({ hasText: 'Saved: Revalued: F → ' });
    await saved.waitFor();
    const note = (await saved.textContent())!.replace('Saved: ', '').trim();
    await row.getByText(note).waitFor();
    await cell
      .getByRole('region', { name: 'Applications' })
      .screenshot({ path: `${ARTIFACTS_DIR}/exam-revaluation-decided-1280.png` });

    // The student sees the decision under My Results and the revalued grade with its note on the sheet.
    await student.goto(APP_PATHS.myResults);
    await subject.getByText(note, { exact: true }).waitFor();
    await panel.screenshot({ path: `${ARTIFACTS_DIR}/exam-revaluation-decided-360.png` });
    await student.getByRole('link', { name: TITLE }).click();
    const revalued = student.getByRole('row').filter({ hasText: code });
    await revalued.getByText(note).waitFor();
    expect(await revalued.textContent()).toContain(note.split('→ ')[1]!);
    await revalued.screenshot({ path: `${ARTIFACTS_DIR}/exam-revaluation-sheet-360.png` });

    // The exam is withdrawn again: the demo student's results, transcript and the public list are as they were.
    await call(cell.request, 'POST', `exams/${id}/results/withdraw`, { reason: 'Revaluation walk-through over' });
  }, 240_000);
});

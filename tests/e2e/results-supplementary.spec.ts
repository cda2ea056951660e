import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ResultsPage } from './pages/results-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';
import { useSignedIn } from './support/signed-in';
import { ROLL_PREFIX, demo } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const signedIn = useSignedIn(browser, baseUrl);
const DEMO_ROLL = `${ROLL_PREFIX}0501`;
const MAY_2024 = demo.examTitles[1]!;
// An exam of this spec's own: no other spec defines, publishes or reads it.
const TITLE = 'B.Tech II Year II Semester (R22) Supplementary Examinations, December 2032';

type Sheet = { listofRecords: { courseCode: string; credits: number; gradePoints: number; sgpa: number }[] };

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

const sheetOf = async (request: APIRequestContext, examTitle: string, rollNo: string) =>
  (await (
    await request.get(`/api/app/getExamResultByRollNoView?${new URLSearchParams({ rollNo, examTitle })}`)
  ).json()) as Sheet;

/**
 * A supplementary exam of CSE's semester 4 published through the API, as the exam cell and the principal would: every
 * subject of the semester on its timetable, its students (those with a backlog in it) registered, and one student
 * other than the demo roll number passing one backlog with 25 + 45 = 70; every other paper fails again (10 + 5), so
 * no other student's standing changes. The student's roll number and the course they cleared.
 */
async function publishSupplementary(cell: APIRequestContext, principal: APIRequestContext) {
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
    year: 2032,
  })) as { row: { id: number } };
  const id = made.row.id;
  const exam = (await call(cell, 'GET', `exams/${id}`)) as { coverable: { id: number; code: string }[] };
  const subjects = exam.coverable.filter((s) => s.code.startsWith('R22CS4'));
  for (const [i, s] of subjects.entries())
    await call(cell, 'PUT', `exams/${id}/subjects/${s.id}`, {
      date: `2032-12-${String(i + 1).padStart(2, '0')}`,
      session: 'FN',
    });
  await call(cell, 'POST', `exams/${id}/registration`, {});
  let chosen: { rollNo: string; code: string } | null = null;
  for (const s of subjects) {
    const grid = (await call(cell, 'GET', `exams/${id}/marks/${s.id}/internal`)) as {
      students: { studentId: number; rollNo: string }[];
    };
    if (grid.students.length === 0) continue;
    if (!chosen) {
      const other = grid.students.find((st) => st.rollNo !== DEMO_ROLL);
      if (other) chosen = { rollNo: other.rollNo, code: s.code };
    }
    const pick = chosen;
    const passes = (st: { rollNo: string }) => pick !== null && pick.code === s.code && st.rollNo === pick.rollNo;
    await call(cell, 'PUT', `exams/${id}/marks/${s.id}/internal`, {
      marks: grid.students.map((st) => ({ studentId: st.studentId, internal: passes(st) ? 25 : 10 })),
    });
    await call(cell, 'PUT', `exams/${id}/marks/${s.id}/external`, {
      marks: grid.students.map((st) => ({ studentId: st.studentId, external: passes(st) ? 45 : 5, absent: false })),
    });
  }
  expect(chosen, 'a CSE student other than the demo roll number with a semester 4 backlog').not.toBeNull();
  await call(cell, 'POST', `exams/${id}/results/process`, {});
  await call(cell, 'POST', `exams/${id}/results/request`, {});
  await call(principal, 'POST', `exams/${id}/results/authorize`, {});
  return chosen!;
}

describe('a result sheet after a supplementary exam', () => {
  it("shows the marks and the semester's SGPA with the passing grade in place of the F, at 360 px and in the PDF", async () => {
    const cell = await signedIn('examination', false);
    const principal = await signedIn('principal', false);
    const { rollNo, code } = await publishSupplementary(cell.request, principal.request);

    // The semester's SGPA as the regular sheet had it, with the cleared course's new points in place of its F.
    const regular = await sheetOf(cell.request, MAY_2024, rollNo);
    const resat = (await sheetOf(cell.request, TITLE, rollNo)).listofRecords.find((r) => r.courseCode === code)!;
    const credits = regular.listofRecords.reduce((n, r) => n + r.credits, 0);
    const weighted = regular.listofRecords.reduce(
      (n, r) => n + r.credits * (r.courseCode === code ? resat.gradePoints : r.gradePoints),
      0,
    );
    const expected = (Math.round((weighted / credits) * 100) / 100).toFixed(2);
    expect(Number(expected)).toBeGreaterThan(regular.listofRecords[0]!.sgpa);

    const context = await newPhoneContext(browser(), baseUrl);
    const results = new ResultsPage(await context.newPage());
    await results.page.goto(`/results/${encodeURIComponent(TITLE)}?rollNo=${rollNo}`);
    await results.studentName().waitFor();
    const sheet = results.sheet();
    await sheet.getByText('SGPA (Semester 4)', { exact: true }).waitFor();
    expect(await results.page.getByTestId('sgpa').textContent()).toBe(expected);
    expect(await sheet.getByText('CGPA', { exact: true }).count()).toBe(1);
    expect(await results.page.getByTestId('percentage').textContent()).toMatch(/^\d+\.\d{2}%$/);
    const row = sheet.getByRole('row').filter({ hasText: code });
    for (const [label, value] of [
      ['Internal', '25'],
      ['External', '45'],
      ['Total', '70'],
      ['Status', 'Pass'],
    ])
      expect(await row.locator(`td[data-label="${label}"]`).textContent()).toBe(value);
    const overflow = await results.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await results.page.screenshot({ path: `${ARTIFACTS_DIR}/results-supplementary-360.png`, fullPage: true });
    await expectNoAxeViolations(results.page, 'result sheet after a supplementary, 360');

    const text = await results.downloadPdfText(`${ARTIFACTS_DIR}/ExamResult-supplementary.pdf`);
    expect(text).toContain('SGPA (Semester 4)');
    expect(text).toContain(expected);
    expect(text).toMatch(/Internal\s+External\s+Total/);
    await context.close();
  });
});

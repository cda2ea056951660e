import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../../src/domain/admissions/bulk-messages';
import { MARKS_MESSAGES as M } from '../../src/domain/exams/messages';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';
import { useSignedIn } from './support/signed-in';
import { demo } from './support/demo-seed';
import { SEMESTER_NAMES } from '../../src/server/demo/names-and-courses';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const QUEUED = /saved on this device and will be sent automatically when you are online/;
// The demo teacher taught this subject (R22CS506 as written) to the batch's CSE A last year
// (src/server/demo/attendance.ts); students of the section failed or missed it (the demo results), so a
// supplementary exam of it registers some of them.
const SUBJECT = demo.lastYearSubject.code;

const signedIn = useSignedIn(browser, baseUrl);

type Progress = { code: string; registered: number; internalEntered: number; internalMax: number; externalMax: number };

describe('exam marks', () => {
  it('a teacher enters internal marks offline at 360 px, they are sent online; the exam cell uploads with a bad row', async () => {
    const cell = await signedIn('examination', false);
    const api = cell.context().request;
    const choices = await (await api.get('/api/app/exams/choices')).json();
    // A title of its own on every run (the e2e database outlives a run).
    const year = 2030 + Math.floor(Math.random() * 60);
    const title = `B.Tech ${SEMESTER_NAMES[demo.lastYearSubject.semester - 1]!} (R22) Supplementary Examinations, June ${String(year)} (marks ${String(Date.now())})`;
    const made = await api.post('/api/app/exams', {
      data: {
        title,
        regulationId: choices.regulations.find((r: { label: string }) => r.label === 'R22').value,
        degreeId: choices.degrees.find((d: { label: string }) => d.label === 'B.Tech').value,
        semester: demo.lastYearSubject.semester,
        examType: 'supplementary',
        month: 6,
        year,
      },
    });
    expect(made.status()).toBe(201);
    const examId = (await made.json()).row.id as number;
    const view = await (await api.get(`/api/app/exams/${String(examId)}`)).json();
    const subjectId = view.coverable.find((s: { code: string }) => s.code === SUBJECT).id as number;
    expect(
      (
        await api.put(`/api/app/exams/${String(examId)}/subjects/${String(subjectId)}`, {
          data: { date: `${String(year)}-06-02`, session: 'FN' },
        })
      ).status(),
    ).toBe(200);
    expect((await api.post(`/api/app/exams/${String(examId)}/registration`, { data: {} })).status()).toBe(200);
    const progress = async () =>
      ((await (await api.get(`/api/app/exams/${String(examId)}/marks`)).json()).subjects as Progress[])[0]!;

    const { internalMax, externalMax } = await progress();

    // The teacher opens their subject's grid (online, so it is on the device), then loses signal.
    const teacher = await signedIn('faculty', true);
    const page = teacher;
    await page.goto('/app/Internal Marks');
    await page.getByRole('heading', { level: 1, name: 'Internal marks' }).waitFor();
    await page.getByRole('link', { name: new RegExp(`${SUBJECT}.*${String(year)}`) }).click();
    const inputs = page.getByRole('list', { name: 'Students' }).getByRole('textbox');
    await inputs.first().waitFor();
    const count = await inputs.count();
    expect(count).toBeGreaterThan(0);
    await page.getByText(`Entered: 0 · Missing: ${String(count)}`).waitFor();

    await teacher.context().setOffline(true);
    await inputs.first().fill(String(internalMax + 1));
    await page.getByText(M.aboveMax('Internal', internalMax + 1, internalMax)).waitFor();
    for (let i = 0; i < count; i++) await inputs.nth(i).fill(String((10 + i) % internalMax));
    await page.getByText(`Entered: ${String(count)} · Missing: 0`).waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/internal-marks-360.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save marks' }).click();
    await page.getByRole('status').filter({ hasText: QUEUED }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'internal marks grid');
    expect((await progress()).internalEntered).toBe(0);

    // Back online: the page sends what waited, once; the exam cell sees the marks.
    await teacher.context().setOffline(false);
    await expect.poll(async () => (await progress()).internalEntered, { timeout: 20_000, interval: 500 }).toBe(count);

    // The exam cell: the overview, then an upload of the template with one row above the maximum.
    const template = await api.get(`/api/app/exams/${String(examId)}/marks/${String(subjectId)}/template`);
    const book = XLSX.read(await template.body(), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<(string | number | null)[]>(sheet, { header: 1, defval: null });
    const registered = rows.length - 1;
    XLSX.utils.sheet_add_aoa(
      sheet,
      rows.slice(1).map((r, i) => [r[0], r[1], r[2], i === 0 ? externalMax + 1 : externalMax - 5]),
      { origin: 'A2' },
    );
    const filled = XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer;

    const desk = cell;
    await desk.goto('/app/Examinations/Exams');
    await desk.getByRole('button', { name: `Open ${title}` }).click();
    const overview = desk.getByRole('region', { name: 'Marks by subject' });
    await overview
      .getByRole('row', { name: new RegExp(SUBJECT) })
      .getByRole('cell', { name: new RegExp(`^${String(count)}( · \\d+ missing)?$`) })
      .waitFor();
    await desk.getByRole('button', { name: 'Upload external marks' }).click();
    const panel = desk.locator('.bulk-upload');
    await panel.getByLabel('Excel file').setInputFiles({
      name: 'marks.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: filled,
    });
    await panel.getByRole('button', { name: 'Upload' }).click();
    await panel
      .getByText(`${BULK_MESSAGES.uploaded}: ${String(registered - 1)} saved of ${String(registered)} rows`)
      .waitFor({ timeout: 30_000 });
    await panel.getByRole('alert').getByText(BULK_MESSAGES.notSubmitted).waitFor();
    await panel
      .locator('.bulk-issues tbody tr')
      .getByText(M.aboveMax('External', externalMax + 1, externalMax))
      .waitFor();
    await overview
      .getByRole('row', { name: new RegExp(SUBJECT) })
      .getByRole('cell', { name: `${String(registered - 1)} · 1 missing` })
      .waitFor();
    await desk.locator('section[aria-labelledby="exam-marks-title"]').screenshot({
      path: `${ARTIFACTS_DIR}/exam-marks-1280.png`,
    });
  });
});

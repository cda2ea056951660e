import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultSheet } from '../../src/domain/results/result-sheet';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);

/** The built module the results page imports to make a result sheet PDF on the device (when the server is away). */
const onDeviceModule = (): string => {
  const manifest: unknown = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
  const entry: unknown = Reflect.get(Object(manifest), 'src/app/features/results/result-sheet-pdf.ts');
  const file: unknown = Reflect.get(Object(entry), 'file');
  if (typeof file !== 'string') throw new Error('the device result sheet module is not in the build');
  return `/${file}`;
};

const sheetOf = (studentName: string): ResultSheet => ({
  studentName,
  studentRollNo: '22B81A0501',
  totalCredits: 3,
  earnedCredits: 3,
  passCount: 1,
  failCount: 0,
  listofRecords: [
    {
      examTitle: 'B.Tech II Year II Semester',
      sgpa: 9,
      courseCode: 'CS401',
      course: 'Operating Systems',
      credits: 3,
      grade: 'A',
      gradePoints: 9,
      status: 'Pass',
    },
  ],
});

/**
 * Makes the PDF in the page, under the app's Content-Security-Policy, and returns its bytes. The script is given as
 * text: vitest rewrites an import() written in a function here, which the page would not understand.
 */
async function pdfMadeInThePage(page: Page, sheet: ResultSheet): Promise<Buffer> {
  const script = `(async () => {
    const { resultSheetPdfOnDevice } = await import(${JSON.stringify(onDeviceModule())});
    const pdf = await resultSheetPdfOnDevice(${JSON.stringify(sheet)}, { collegeName: 'Demo College', generatedAt: new Date() });
    let binary = '';
    for (const byte of new Uint8Array(pdf)) binary += String.fromCharCode(byte);
    return btoa(binary);
  })()`;
  const b64: unknown = await page.evaluate(script);
  if (typeof b64 !== 'string') throw new Error('the page made no PDF');
  return Buffer.from(b64, 'base64');
}

describe('a result sheet PDF made on the device, in Telugu and Devanagari', () => {
  let context: BrowserContext;
  let page: Page;
  const fetched: string[] = [];
  beforeAll(async () => {
    context = await newPhoneContext(browser(), baseUrl);
    page = await context.newPage();
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/examresults');
  });
  afterAll(async () => context?.close());

  it('downloads no shaper, wasm or font for an all-Latin sheet', async () => {
    fetched.length = 0;
    const pdf = await pdfMadeInThePage(page, sheetOf('CHARAN PILLAI'));
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(fetched.filter((path) => /\.(wasm|ttf)$|shaped-text|harfbuzz/.test(path))).toEqual([]);
  });

  // The first Indian-script PDF fetches the shaper's wasm; each script's font is fetched when a name first needs it.
  for (const [name, font, wasm] of [
    ['శ్రీనివాస్ రెడ్డి', 'NotoSansTelugu', true],
    ['क्षत्रिय', 'NotoSansDevanagari', false],
  ] as const) {
    it(`shapes ${name} with HarfBuzz and gives the name back to pdftotext`, async () => {
      fetched.length = 0;
      const pdf = await pdfMadeInThePage(page, sheetOf(name));
      const file = `${ARTIFACTS_DIR}/ExamResult-device-${font}.pdf`;
      writeFileSync(file, pdf);
      expect(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })).toContain(name);
      expect(pdf.toString('latin1')).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}-Regular`));
      expect(
        fetched.filter((path) => path.endsWith('.ttf')).map((path) => path.split('/').pop()?.split('-')[0]),
      ).toEqual([font]);
      expect(fetched.some((path) => path.endsWith('.wasm'))).toBe(wasm);
    });
  }
});

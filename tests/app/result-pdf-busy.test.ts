import { HTTPError } from 'ky';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RESULT_MESSAGES, RESULT_PDF_FILE_NAME } from '../../src/domain/results/messages';
import type { ResultSheet } from '../../src/domain/results/result-sheet';
import { RESULT_PDF_BUSY } from '../../src/domain/results/pdf-busy';

// The report call answers what each test sets; the PDF the device would build and the file it would save are caught.
const network = vi.hoisted(() => ({ status: 200, body: {} as unknown }));
const device = vi.hoisted(() => ({ saved: [] as string[], built: 0 }));
vi.mock('../../src/app/lib/http', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/app/lib/http')>();
  const get = (path: string) => {
    const response = new Response(JSON.stringify(network.body), { status: network.status });
    const answer = response.ok
      ? Promise.resolve(response)
      : Promise.reject(new HTTPError(response, new Request(`http://localhost/${path}`), {} as never));
    return Object.assign(answer, { json: async () => (await answer).json() });
  };
  return { ...real, appApi: { get } };
});
vi.mock('../../src/app/lib/save-file', () => ({
  saveFile: (_blob: Blob, name: string) => void device.saved.push(name),
}));
vi.mock('../../src/app/lib/letterhead-logo', () => ({ letterheadLogoOnDevice: async () => null }));
vi.mock('../../src/app/lib/pdf/page-translate', () => ({ inPageLanguage: (id: string) => id }));
vi.mock('../../src/app/features/results/result-sheet-pdf', () => ({
  resultSheetPdfOnDevice: async () => {
    device.built += 1;
    return new ArrayBuffer(8);
  },
}));
const { downloadResultPdf } = await import('../../src/app/features/results/download-result-pdf');

const SHEET: ResultSheet = {
  studentName: 'Ravi Kumar',
  studentRollNo: '23B81A0501',
  totalCredits: 3,
  earnedCredits: 3,
  passCount: 1,
  failCount: 0,
  listofRecords: [],
};
const shown = { sheet: SHEET, collegeName: 'Demo College', logoUrl: null };

beforeEach(() => {
  device.saved = [];
  device.built = 0;
});

describe('the result PDF when the server has too many PDFs to build (503)', () => {
  it('is built on the device from the sheet shown, as the same file, without an offline note', async () => {
    network.status = 503;
    network.body = { success: 'False', message: RESULT_PDF_BUSY };
    expect(await downloadResultPdf('Title', '23B81A0501', shown)).toEqual({
      ok: true,
      builtOnDevice: true,
      serverBusy: true,
    });
    expect(device.built).toBe(1);
    expect(device.saved).toEqual([RESULT_PDF_FILE_NAME]);
  });

  it('says to try again in a minute when the device has no sheet to build it from', async () => {
    network.status = 503;
    expect(await downloadResultPdf('Title', '23B81A0501', null)).toEqual({
      ok: false,
      message: RESULT_PDF_BUSY,
    });
    expect(device.saved).toEqual([]);
  });

  it('keeps the seed message for any other failure, and saves the server PDF when it comes', async () => {
    network.status = 500;
    expect(await downloadResultPdf('Title', '23B81A0501', shown)).toEqual({
      ok: false,
      message: RESULT_MESSAGES.failedToDownload,
    });
    expect(device.built).toBe(0);
    network.status = 200;
    network.body = { success: 'True', b64: 'JVBERi0=' };
    expect(await downloadResultPdf('Title', '23B81A0501', shown)).toEqual({ ok: true, builtOnDevice: false });
    expect(device.saved).toEqual([RESULT_PDF_FILE_NAME]);
  });
});

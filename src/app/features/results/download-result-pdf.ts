import * as v from 'valibot';
import { RESULT_MESSAGES, RESULT_PDF_FILE_NAME } from '../../../domain/results/messages';
import { ResultReportResponseSchema, type ResultSheet } from '../../../domain/results/result-sheet';
import { appApi, failureStatus, isNetworkFailure } from '../../lib/http';
import { letterheadLogoOnDevice } from '../../lib/letterhead-logo';
import { saveFile } from '../../lib/save-file';
import { bytesFromBase64 } from '../../../domain/files/base64';
import { RESULT_PDF_BUSY } from '../../../domain/results/pdf-busy';

/** Where the PDF was made; `serverBusy` when the server was reached but had too many PDFs waiting. */
export type DownloadOutcome =
  | { ok: true; builtOnDevice: false }
  | { ok: true; builtOnDevice: true; serverBusy: boolean }
  | { ok: false; message: string };

/** Builds the PDF with the shared layout (src/domain/pdf), labels in the page's language; jsPDF loads only when needed. */
async function buildOnDevice(sheet: ResultSheet, collegeName: string, logoUrl: string | null): Promise<void> {
  // The PDF's builder and the page's words for it load only when a PDF is made here.
  const [{ resultSheetPdfOnDevice }, { inPageLanguage }] = await Promise.all([
    import('./result-sheet-pdf'),
    import('../../lib/pdf/page-translate'),
  ]);
  const logo = await letterheadLogoOnDevice(logoUrl);
  const pdf = await resultSheetPdfOnDevice(sheet, { collegeName, logo, generatedAt: new Date() }, inPageLanguage);
  saveFile(new Blob([pdf], { type: 'application/pdf' }), RESULT_PDF_FILE_NAME);
}

/**
 * §7 getExamResultByRollNoReport saved as ExamResult.pdf. When the server cannot be reached, or has too many PDFs
 * to build, and the sheet is on the device, the same layout is built here instead (design card: offline PDF).
 */
export async function downloadResultPdf(
  examTitle: string,
  rollNo: string,
  deviceCopy: { sheet: ResultSheet; collegeName: string; logoUrl: string | null } | null,
): Promise<DownloadOutcome> {
  try {
    const body = v.parse(
      ResultReportResponseSchema,
      await appApi.get('getExamResultByRollNoReport', { searchParams: { rollNo, examTitle } }).json(),
    );
    if (body.success !== 'True') return { ok: false, message: RESULT_MESSAGES.noDataToDownload };
    saveFile(new Blob([bytesFromBase64(body.b64)], { type: 'application/pdf' }), RESULT_PDF_FILE_NAME);
    return { ok: true, builtOnDevice: false };
  } catch (error) {
    // A server with too many PDFs waiting (503) is as good as unreachable for this one: the device builds it.
    const busy = failureStatus(error) === 503;
    if ((isNetworkFailure(error) || busy) && deviceCopy) {
      await buildOnDevice(deviceCopy.sheet, deviceCopy.collegeName, deviceCopy.logoUrl);
      return { ok: true, builtOnDevice: true, serverBusy: busy };
    }
    return { ok: false, message: busy ? RESULT_PDF_BUSY : RESULT_MESSAGES.failedToDownload };
  }
}

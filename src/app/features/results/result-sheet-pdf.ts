import { buildResultSheetPdf, type ResultPdfHeading } from '../../../domain/pdf/result-sheet-pdf';
import type { ResultSheet } from '../../../domain/results/result-sheet';

/**
 * The result sheet PDF made on the device, names in Telugu or Devanagari shaped. The results page loads this with
 * one dynamic import when the server cannot make the PDF, and this loads the shaper's loader in turn, so the page's
 * first load carries none of the PDF code and not even the loader's name.
 */
export async function resultSheetPdfOnDevice(sheet: ResultSheet, heading: ResultPdfHeading): Promise<ArrayBuffer> {
  const { indicShaperFor } = await import('../../lib/pdf/indic-shaper');
  return buildResultSheetPdf(sheet, heading, await indicShaperFor(sheet, heading));
}

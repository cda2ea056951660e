import { buildResultSheetPdf, resultSheetPdfWords, type ResultPdfHeading } from '../../../domain/pdf/result-sheet-pdf';
import { english, type Translate } from '../../../domain/results/result-sheet-labels';
import type { ResultSheet } from '../../../domain/results/result-sheet';

/**
 * The result sheet PDF made on the device, its labels through `translate` (the page's language) and names in Telugu
 * or Devanagari shaped. The results page loads this with one dynamic import when the server cannot make the PDF, and
 * this loads the shaper's loader in turn, so the page's first load carries none of the PDF code and not even the
 * loader's name.
 */
export async function resultSheetPdfOnDevice(
  sheet: ResultSheet,
  heading: ResultPdfHeading,
  translate: Translate = english,
): Promise<ArrayBuffer> {
  const { indicShaperFor } = await import('../../lib/pdf/indic-shaper');
  const shaper = await indicShaperFor(sheet, heading, resultSheetPdfWords(translate));
  return buildResultSheetPdf(sheet, heading, shaper, translate);
}

import type { Locale } from '../../domain/i18n/locales';
import type { ResultPdfHeading } from '../../domain/pdf/result-sheet-pdf';
import type { ResultSheet } from '../../domain/results/result-sheet';
import { messages as resultsHi } from '../../domain/results/locales/hi';
import { messages as resultsTe } from '../../domain/results/locales/te';
import { serverShaperFor } from './indic-shaper';
import { pdfTranslate } from './pdf-translate';

/**
 * A PDF the server builds on a worker thread (pdf-pool.ts): plain data in, the document's bytes out. Everything in
 * a job crosses to the worker by structured clone (dates and byte arrays included), so a job holds no functions:
 * the reader's language travels as its locale and the worker finds the words.
 */
export type PdfJob =
  | { kind: 'resultSheet'; sheet: ResultSheet; heading: ResultPdfHeading; locale: Locale }
  /** No PDF: loads the result sheet's builder, so the thread is ready before a publication's first lookups. */
  | { kind: 'warm' };

/** Builds a job's PDF on the thread that calls it: the worker's body, and what the pool's tests compare against. */
export async function buildPdfJob(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'resultSheet': {
      const { buildResultSheetPdf, resultSheetPdfWords } = await import('../../domain/pdf/result-sheet-pdf');
      // Labels in the reader's language, from the results catalogue.
      const translate = pdfTranslate(job.locale, { te: resultsTe, hi: resultsHi });
      const shaper = await serverShaperFor(job.sheet, job.heading, resultSheetPdfWords(translate));
      return new Uint8Array(buildResultSheetPdf(job.sheet, job.heading, shaper, translate));
    }
    case 'warm':
      await import('../../domain/pdf/result-sheet-pdf');
      return new Uint8Array(0);
  }
}

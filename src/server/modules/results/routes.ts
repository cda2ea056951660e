import { Hono } from 'hono';
import { RESULT_MESSAGES } from '../../../domain/results/messages';
import { ResultLookupQuerySchema } from '../../../domain/results/roll-number';
import type { LookupLimiter } from '../../http/lookup-limit';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { resultsStore } from './results-store';
import type { collegeStore } from '../home/service';
import { base64FromBytes } from '../../../domain/files/base64';
import { PdfQueueFull, type PdfThreads } from '../../pdf/pdf-pool';
import { requestLocale } from '../../http/request-locale';
import { RESULT_PDF_BUSY } from '../../../domain/results/pdf-busy';

type ResultsStore = ReturnType<typeof resultsStore>;

/** §7: an empty object means no result for that roll number and title. */
const NO_RESULT = Object.freeze({});
/** When a student told that the PDFs are busy may ask again. */
const BUSY_RETRY_AFTER_S = 30;

/** §7 Results: public calls; the two roll-number lookups share the per-address limits (misses counted). */
export function resultsRoutes(
  service: ResultsStore,
  college: ReturnType<typeof collegeStore>,
  lookups: LookupLimiter,
  pdfs: PdfThreads,
) {
  return new Hono()
    .get('/getDistinctExamTitlesBy', async (c) => c.json(await service.examTitles()))
    .get('/getExamResultByRollNoView', lookups.check, validate('query', ResultLookupQuerySchema), async (c) => {
      const { examTitle, rollNo } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      const sheet = await service.resultSheet(examTitle, rollNo);
      if (sheet) return sendJson(c, sheet);
      return (await lookups.miss(c)) ?? sendJson(c, NO_RESULT);
    })
    .get('/getExamResultByRollNoReport', lookups.check, validate('query', ResultLookupQuerySchema), async (c) => {
      const { examTitle, rollNo } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      const sheet = await service.resultSheet(examTitle, rollNo);
      if (!sheet)
        return (await lookups.miss(c)) ?? c.json({ success: 'False', message: RESULT_MESSAGES.noDataToDownload });
      const heading = { ...(await college.letterhead('Examination Results')), generatedAt: new Date() };
      // Built on a PDF thread, so sheets keep being answered on this one while PDFs wait their turn. Labels in the
      // page's language: the device's request carries its `lang` cookie.
      const pdf = await pdfs
        .build({ kind: 'resultSheet', sheet, heading, locale: requestLocale(c) })
        .catch((error: unknown) => {
          if (error instanceof PdfQueueFull) return null;
          throw error;
        });
      if (!pdf) {
        c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
        return c.json({ success: 'False', message: RESULT_PDF_BUSY }, 503);
      }
      return c.json({ success: 'True', b64: base64FromBytes(pdf) });
    });
}

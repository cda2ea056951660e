import { Hono } from 'hono';
import { RESULT_MESSAGES } from '../../../domain/results/messages';
import { ResultLookupQuerySchema } from '../../../domain/results/roll-number';
import type { LookupLimiter } from '../../http/lookup-limit';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { resultsStore } from './results-store';
import type { collegeStore } from '../home/service';
import { base64FromBytes } from '../../../domain/files/base64';
import { serverShaperFor } from '../../pdf/indic-shaper';
import { requestLocale } from '../../http/request-locale';
import { resultPdfTranslate } from './pdf-translate';

type ResultsStore = ReturnType<typeof resultsStore>;

/** §7: an empty object means no result for that roll number and title. */
const NO_RESULT = Object.freeze({});

/** §7 Results: public calls; the two roll-number lookups share the per-address limits (misses counted). */
export function resultsRoutes(service: ResultsStore, college: ReturnType<typeof collegeStore>, lookups: LookupLimiter) {
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
      const { buildResultSheetPdf, resultSheetPdfWords } = await import('../../../domain/pdf/result-sheet-pdf');
      const heading = {
        collegeName: (await college.collegeProfile())?.name ?? 'Examination Results',
        logo: await college.letterheadLogo(),
        generatedAt: new Date(),
      };
      // Labels in the page's language: the device's request carries its `lang` cookie.
      const translate = resultPdfTranslate(requestLocale(c));
      const shaper = await serverShaperFor(sheet, heading, resultSheetPdfWords(translate));
      const pdf = buildResultSheetPdf(sheet, heading, shaper, translate);
      return c.json({ success: 'True', b64: base64FromBytes(pdf) });
    });
}

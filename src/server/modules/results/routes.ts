import { Hono, type MiddlewareHandler } from 'hono';
import { RESULT_MESSAGES } from '../../../domain/results/messages';
import { ResultLookupQuerySchema } from '../../../domain/results/roll-number';
import { buildResultSheetPdf } from '../../../domain/pdf/result-sheet-pdf';
import { sendJson } from '../../http/send-json';
import { validate } from '../../http/validate';
import type { resultsService } from './service';
import type { homeService } from '../home/service';

type ResultsService = ReturnType<typeof resultsService>;

/** §7: an empty object means no result for that roll number and title. */
const NO_RESULT = Object.freeze({});

/** §7 Results: public calls; the two roll-number lookups share one per-address rate limit. */
export function resultsRoutes(service: ResultsService, college: ReturnType<typeof homeService>, lookupLimit: MiddlewareHandler) {
  return new Hono()
    .get('/getDistinctExamTitlesBy', async (c) => c.json(await service.examTitles()))
    .get('/getExamResultByRollNoView', lookupLimit, validate('query', ResultLookupQuerySchema), async (c) => {
      const { rollNo, examTitle } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return sendJson(c, (await service.resultSheet(rollNo, examTitle)) ?? NO_RESULT);
    })
    .get('/getExamResultByRollNoReport', lookupLimit, validate('query', ResultLookupQuerySchema), async (c) => {
      const { rollNo, examTitle } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      const sheet = await service.resultSheet(rollNo, examTitle);
      if (!sheet) return c.json({ success: 'False', message: RESULT_MESSAGES.noDataToDownload });
      const pdf = buildResultSheetPdf(sheet, { collegeName: (await college.collegeProfile())?.name ?? 'Examination Results', generatedAt: new Date() });
      return c.json({ success: 'True', b64: Buffer.from(pdf).toString('base64') });
    });
}

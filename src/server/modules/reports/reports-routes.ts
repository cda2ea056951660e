import { Hono, type Context } from 'hono';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import { REPORT_MESSAGES as M, ReportParamSchema, ReportQuerySchema } from '../../../domain/reports/report-requests';
import { reportFileName, reportTables } from '../../../domain/reports/report-tables';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import { serverShaperFor } from '../../pdf/indic-shaper';
import type { Reports } from './build-reports';
import { reportWorkbook } from './report-workbook';

/** Live figures of the whole college: never kept by a shared cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };
const json = <T>(c: Context<AppEnv>, answer: T) => c.json(answer, 200, PRIVATE);

/**
 * The Authority's reports at /api/app/reports/…: money, admissions, attendance and results as JSON (`?year=`, `term=`
 * for attendance, `exam=` for results), and each as an Excel workbook or a PDF of its tables.
 */
export function reportsRoutes(reports: Reports, letterhead: () => Promise<Letterhead>, clock: () => Date) {
  return new Hono<AppEnv>()
    .get('/reports/money', validate('query', ReportQuerySchema), async (c) =>
      json(c, await reports.money(c.req.valid('query'))),
    )
    .get('/reports/admissions', validate('query', ReportQuerySchema), async (c) =>
      json(c, await reports.admissions(c.req.valid('query'))),
    )
    .get('/reports/attendance', validate('query', ReportQuerySchema), async (c) =>
      json(c, await reports.attendance(c.req.valid('query'))),
    )
    .get('/reports/results', validate('query', ReportQuerySchema), async (c) => {
      const answer = await reports.results(c.req.valid('query'));
      return answer ? json(c, answer) : c.json({ message: M.examNotFound }, 404);
    })
    .get(
      '/reports/:report/excel',
      validate('param', ReportParamSchema),
      validate('query', ReportQuerySchema),
      async (c) => {
        const report = await reports.anyReport(c.req.valid('param').report, c.req.valid('query'));
        if (!report) return c.json({ message: M.examNotFound }, 404);
        const bytes = await reportWorkbook(reportTables(report), clock());
        return c.body(bytes as unknown as ArrayBuffer, 200, {
          ...PRIVATE,
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="${reportFileName(report.kind, report.answer.year, 'xlsx')}"`,
        });
      },
    )
    .get(
      '/reports/:report/pdf',
      validate('param', ReportParamSchema),
      validate('query', ReportQuerySchema),
      async (c) => {
        const report = await reports.anyReport(c.req.valid('param').report, c.req.valid('query'));
        if (!report) return c.json({ message: M.examNotFound }, 404);
        const tables = reportTables(report);
        const head = await letterhead();
        const shaper = await serverShaperFor(head.collegeName, tables);
        const { buildReportPdf } = await import('../../../domain/pdf/report-tables-pdf');
        const pdf = new Uint8Array(buildReportPdf(tables, head, clock(), shaper ?? undefined));
        return c.body(pdf, 200, {
          ...PRIVATE,
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${reportFileName(report.kind, report.answer.year, 'pdf')}"`,
        });
      },
    );
}

import { Hono } from 'hono';
import { collegeDay } from '../../../domain/calendar/college-time';
import { SHEET_DATE_TIME_FORMAT, sheetDateTime } from '../../../domain/calendar/date-text';
import { rupeesNumber } from '../../../domain/money/money';
import { DAY_BOOK_PDF_MAX_ENTRIES, dayBookTables } from '../../../domain/payments/day-book-tables';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import {
  DAY_BOOK_MESSAGES,
  DayBookQuerySchema,
  type DayBookAnswer,
  type DayBookEntry,
  type DayBookQuery,
} from '../../../domain/payments/day-book';
import { tallyXml } from '../../../domain/payments/tally-xml';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import { serverShaperFor } from '../../pdf/indic-shaper';
import { addTableSheet, exportWorkbook, workbookBytes } from '../../sheets/table-workbook';
import type { DayBookStore } from './day-book-store';

const RUPEES = '#,##0.00';
const fileStem = (q: DayBookQuery) => `Day_Book_${q.from}_to_${q.to}`;

/** The day book as a workbook: every entry (real dates and rupees, a filter row), then the totals four ways. */
async function dayBookWorkbook(entries: readonly DayBookEntry[], answer: DayBookAnswer, now: Date) {
  const book = exportWorkbook(now);
  const sheet = addTableSheet(
    book,
    'Day Book',
    [
      { header: 'When', key: 'at', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
      { header: 'Entry', key: 'kind', width: 11 },
      { header: 'Number', key: 'number', width: 24 },
      { header: 'Head', key: 'head', width: 24 },
      { header: 'Mode', key: 'mode', width: 9 },
      { header: 'Cashier', key: 'cashier', width: 20 },
      { header: 'Roll Number', key: 'rollNo', width: 14 },
      { header: 'Student or Vendor', key: 'studentName', width: 26 },
      { header: 'In (₹)', key: 'in', width: 14, numFmt: RUPEES },
      { header: 'Out (₹)', key: 'out', width: 14, numFmt: RUPEES },
      { header: 'TDS kept (₹)', key: 'tds', width: 14, numFmt: RUPEES },
    ],
    { filter: true },
  );
  for (const e of entries)
    sheet.addRow({
      ...e,
      at: sheetDateTime(e.at),
      in: rupeesNumber(e.in),
      out: rupeesNumber(e.out),
      tds: e.tds ? rupeesNumber(e.tds) : null,
    });
  const totals = addTableSheet(book, 'Totals', [
    { header: 'Group', key: 'group', width: 12 },
    { header: 'Name', key: 'name', width: 26 },
    { header: 'In (₹)', key: 'in', width: 14, numFmt: RUPEES },
    { header: 'Out (₹)', key: 'out', width: 14, numFmt: RUPEES },
  ]);
  const row = (group: string, name: string, f: { in: number; out: number }) =>
    totals.addRow({ group, name, in: rupeesNumber(f.in), out: rupeesNumber(f.out) });
  row('Balance', 'Opening', { in: answer.opening, out: 0 });
  for (const d of answer.byDay) row('Day', d.day, d);
  for (const h of answer.byHead) row('Head', h.head, h);
  for (const m of answer.byMode) row('Mode', m.mode, m);
  for (const c of answer.byCashier) row('Cashier', c.cashier || 'Online', c);
  row('Total', '', answer);
  row('Balance', 'Closing', { in: answer.closing, out: 0 });
  return workbookBytes(book);
}

/**
 * The day book (accountant roles and the fee desk): the screen's answer, its Excel workbook, its printable PDF (at
 * most DAY_BOOK_PDF_MAX_ENTRIES entries) and its Tally import.
 */
export function dayBookRoutes(
  store: DayBookStore,
  clock: Clock,
  collegeName: () => Promise<string>,
  letterhead: () => Promise<Letterhead>,
) {
  return new Hono<AppEnv>()
    .get('/day-book', validate('query', DayBookQuerySchema), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await store.answer(c.req.valid('query')));
    })
    .get('/day-book/excel', validate('query', DayBookQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const [entries, answer] = await Promise.all([store.entries(q), store.answer(q)]);
      const bytes = await dayBookWorkbook(entries, answer, clock());
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${fileStem(q)}.xlsx"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .get('/day-book/pdf', validate('query', DayBookQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const answer = await store.answer(q);
      if (answer.total > DAY_BOOK_PDF_MAX_ENTRIES) return c.json({ message: DAY_BOOK_MESSAGES.tooManyForPdf }, 413);
      const tables = dayBookTables(q, answer, await store.entries(q));
      const head = await letterhead();
      const shaper = await serverShaperFor(head.collegeName, tables);
      const { buildReportPdf } = await import('../../../domain/pdf/report-tables-pdf');
      const pdf = new Uint8Array(buildReportPdf(tables, head, clock(), shaper ?? undefined));
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileStem(q)}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .get('/day-book/tally', validate('query', DayBookQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const entries = await store.entries(q);
      const xml = tallyXml(
        entries.map((entry) => ({ entry, day: collegeDay(new Date(entry.at)) })),
        await collegeName(),
      );
      return c.body(xml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileStem(q)}_Tally.xml"`,
        'Cache-Control': 'private, no-store',
      });
    });
}

import { Hono, type Context } from 'hono';
import { collegeDay } from '../../../domain/calendar/college-time';
import { dateText } from '../../../domain/calendar/date-text';
import { COPY_STATUS_LABELS } from '../../../domain/library/catalogue';
import { deskMoment } from '../../../domain/library/desk';
import { filled } from '../../../domain/library/messages';
import {
  CloseStockCheckSchema,
  STOCK_CHECK_MESSAGES as M,
  STOCK_PAGE_SIZE,
  StartStockCheckSchema,
  StockReportQuerySchema,
  StockScansSchema,
} from '../../../domain/library/stock-check';
import type {
  CurrentStockCheck,
  ScanResult,
  StockCheck,
  StockCheckClosed,
  StockReport,
  StockScanned,
} from '../../../domain/library/stock-check-answers';
import { LibraryIdParamSchema } from '../../../domain/library/title-forms';
import type { AppEnv } from '../../auth/session-user';
import type { TransactionRunner } from '../../db/request-scope';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { CopyStore } from './copy-store';
import { LibraryRefused } from './library-refused';
import type { CheckRow, ScannedCopy, StockCheckStore } from './stock-check-store';

export interface StockCheckDeps {
  checks: StockCheckStore;
  copies: CopyStore;
  transaction: TransactionRunner;
  clock: Clock;
}

async function caught(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof LibraryRefused) return c.json({ message: err.message }, err.status);
    throw err;
  }
}

/** The day a check started, as its messages and write-off reasons name it ('2 Dec 2026'). */
const dayOf = (check: Pick<CheckRow, 'startedAt'>) => dateText(collegeDay(check.startedAt));

/** What a scanned barcode was, in words. */
function scanMessage(s: ScannedCopy): string {
  if (!s.copy) return filled(M.scanUnknown, { barcode: s.barcode });
  const title = s.copy.title;
  if (s.outcome === 'ALREADY') return filled(M.scanAlready, { shelf: s.seenOn, title });
  if (s.outcome === 'FOUND') return filled(M.scanFound, { status: COPY_STATUS_LABELS[s.copy.status], title });
  if (s.outcome === 'WRONG_SHELF')
    return filled(M.scanWrongShelf, { shelf: s.seenOn, location: s.copy.location, title });
  return filled(M.scanSeen, { title });
}

/**
 * Stock verification: the incharge starts a check and closes it; the staff scan shelf by shelf (the outbox sends
 * scans made offline later, with their moment) and read what was not seen.
 */
export function stockCheckRoutes({ checks, copies, transaction, clock }: StockCheckDeps) {
  const answerOf = async (check: CheckRow): Promise<StockCheck> => ({
    id: check.id,
    status: check.status,
    locations: check.locations,
    startedAt: check.startedAt.toISOString(),
    startedBy: check.startedBy,
    closedAt: check.closedAt?.toISOString() ?? null,
    closedBy: check.closedBy,
    totals: await checks.totals(check),
  });
  const found = async (id: number, lock = false) => {
    const check = await checks.byId(id, lock);
    if (!check) throw new LibraryRefused(M.checkUnknown, 404);
    return check;
  };
  const open = async (id: number) => {
    const check = await found(id, true);
    if (check.status !== 'OPEN') throw new LibraryRefused(M.checkClosed, 409);
    return check;
  };

  return new Hono<AppEnv>()
    .get('/library/stock-checks/current', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const check = await checks.current();
      const answer: CurrentStockCheck = {
        check: check ? await answerOf(check) : null,
        shelves: await checks.shelves(),
      };
      return c.json(answer);
    })
    .post('/library/stock-checks', validate('json', StartStockCheckSchema), (c) =>
      caught(c, async () => {
        const { locations } = c.req.valid('json');
        const refusal = (check: CheckRow) =>
          new LibraryRefused(filled(M.checkOpenAlready, { date: dayOf(check) }), 409);
        try {
          const check = await transaction(async () => {
            const current = await checks.current();
            if (current?.status === 'OPEN') throw refusal(current);
            return found(await checks.start(locations, c.get('user')!.id, clock()));
          });
          return c.json({ message: M.started, check: await answerOf(check) }, 201);
        } catch (err) {
          // Two incharges starting at once: the unique index on the open check keeps the first.
          const current = isUniqueViolation(err) ? await checks.current() : null;
          if (current?.status === 'OPEN') throw refusal(current);
          throw err;
        }
      }),
    )
    .post(
      '/library/stock-checks/:id/scans',
      validate('param', LibraryIdParamSchema),
      validate('json', StockScansSchema),
      (c) =>
        caught(c, async () => {
          const { shelf, barcodes, scannedAt } = c.req.valid('json');
          const at = deskMoment(scannedAt, clock());
          if (!at) throw new LibraryRefused(M.scannedAtFuture, 400);
          const answer = await transaction(async (): Promise<StockScanned> => {
            const check = await open(c.req.valid('param').id);
            const scanned = await checks.scan(check.id, shelf, barcodes, c.get('user')!.id, at);
            const results: ScanResult[] = scanned.map((s) => ({
              barcode: s.barcode,
              outcome: s.outcome,
              message: scanMessage(s),
              copy: s.copy && {
                accessionNo: s.copy.accessionNo,
                title: s.copy.title,
                location: s.copy.location,
                status: s.copy.status,
              },
            }));
            return { results, totals: await checks.totals(check) };
          });
          return c.json(answer);
        }),
    )
    .get(
      '/library/stock-checks/:id/report',
      validate('param', LibraryIdParamSchema),
      validate('query', StockReportQuerySchema),
      (c) =>
        caught(c, async () => {
          c.header('Cache-Control', 'private, no-store');
          const check = await found(c.req.valid('param').id);
          const { shelf, page } = c.req.valid('query');
          const { copies: notSeen, total } = await checks.notSeenPage(check, shelf, page, STOCK_PAGE_SIZE);
          const exceptions = async (outcome: 'WRONG_SHELF' | 'FOUND') => checks.exceptions(check.id, outcome);
          const answer: StockReport = {
            check: await answerOf(check),
            notSeen: {
              copies: notSeen,
              total,
              page,
              pages: Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE)),
              shelf: shelf ?? null,
            },
            shelves: await checks.shelves(check),
            wrongShelf: await exceptions('WRONG_SHELF'),
            found: await exceptions('FOUND'),
            unknown: (await checks.unknown(check.id)).map((u) => ({ ...u, scannedAt: u.scannedAt.toISOString() })),
          };
          return c.json(answer);
        }),
    )
    .post(
      '/library/stock-checks/:id/close',
      validate('param', LibraryIdParamSchema),
      validate('json', CloseStockCheckSchema),
      (c) =>
        caught(c, async () => {
          const { markLost, restoreFound } = c.req.valid('json');
          const userId = c.get('user')!.id;
          const now = clock();
          const answer = await transaction(async (): Promise<StockCheckClosed> => {
            const check = await open(c.req.valid('param').id);
            const totals = await checks.totals(check);
            const date = dayOf(check);
            const markedLost = markLost
              ? await copies.moveAll(
                  await checks.notSeenIds(check, 'AVAILABLE'),
                  { from: 'AVAILABLE', to: 'LOST', reason: filled(M.lostReason, { date }) },
                  userId,
                  now,
                )
              : 0;
            const restored = restoreFound
              ? await copies.moveAll(
                  await checks.seenIds(check.id, 'LOST'),
                  { from: 'LOST', to: 'AVAILABLE', reason: filled(M.foundReason, { date }) },
                  userId,
                  now,
                )
              : 0;
            await checks.close(check.id, { userId, at: now, totals, markedLost, restored });
            return { message: M.closed, markedLost, restored, check: await answerOf(await found(check.id)) };
          });
          return c.json(answer);
        }),
    );
}

import { Hono, type Context } from 'hono';
import { collegeDay } from '../../../domain/calendar/college-time';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import type { CopyHistory, PatronHistory } from '../../../domain/library/history-answers';
import {
  CopyHistoryQuerySchema,
  HISTORY_PAGE_SIZE,
  PatronHistoryQuerySchema,
} from '../../../domain/library/history-query';
import { filled } from '../../../domain/library/messages';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { DeskStores } from './desk-stores';
import { historyContext, loanSpan } from './history-lines';
import type { HistoryStore } from './history-store';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

export interface HistoryDeps {
  stores: Pick<DeskStores, 'patrons' | 'fines' | 'rules'>;
  history: HistoryStore;
  clock: Clock;
}

/** The library's History for the staff: a patron's loans and fines, a copy's loans, a page of loans at a time. */
export function historyRoutes({ stores, history, clock }: HistoryDeps) {
  return new Hono<AppEnv>()
    .get('/library/history/patron', validate('query', PatronHistoryQuerySchema), async (c) => {
      noStore(c);
      const { code, page } = c.req.valid('query');
      const patron = await stores.patrons.byCode(code);
      if (!patron) return c.json({ message: filled(M.patronUnknown, { code }) }, 404);
      // First: it marks paid the fines whose fee lines are covered, which the list then shows as paid.
      const owedPaise = await stores.fines.owed(patron);
      const { rows, total } = await history.patronLoans(patron, page);
      const fines = await history.patronFines(patron);
      const ctx = await historyContext(stores.rules, rows, collegeDay(clock()));
      const answer: PatronHistory = {
        patron: {
          kind: patron.kind,
          code: patron.code,
          name: patron.name,
          category: patron.category,
          detail: patron.detail,
          active: patron.active,
        },
        loans: rows.map((r) => ({
          ...loanSpan(r, ctx),
          copyId: r.copyId,
          titleId: r.titleId,
          title: r.title,
          barcode: r.barcode,
          accessionNo: r.accessionNo,
        })),
        page,
        pageSize: HISTORY_PAGE_SIZE,
        total,
        fines,
        owedPaise,
      };
      return c.json(answer);
    })
    .get('/library/history/copy', validate('query', CopyHistoryQuerySchema), async (c) => {
      noStore(c);
      const { code, page } = c.req.valid('query');
      const copy = await history.copy(code);
      if (!copy) return c.json({ message: filled(M.copyUnknown, { barcode: code }) }, 404);
      const { rows, total } = await history.copyLoans(copy.id, page);
      const ctx = await historyContext(stores.rules, rows, collegeDay(clock()));
      const answer: CopyHistory = {
        copy,
        loans: rows.map((r) => ({
          ...loanSpan(r, ctx),
          patron: { kind: r.studentId !== null ? 'STUDENT' : 'FACULTY', code: r.patronCode, name: r.patronName },
        })),
        page,
        pageSize: HISTORY_PAGE_SIZE,
        total,
      };
      return c.json(answer);
    });
}

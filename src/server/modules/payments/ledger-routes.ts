import { Hono } from 'hono';
import * as v from 'valibot';
import { dailyCollection, LedgerQuerySchema, ledgerTotals } from '../../../domain/payments/ledger';
import { RECONCILE_MESSAGES, REFUND_MESSAGES } from '../../../domain/payments/accounts-messages';
import { RefundRequestSchema } from '../../../domain/payments/refunds';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { requestLocale } from '../../http/request-locale';
import { validate } from '../../http/validate';
import type { FeeRecords } from './fee-records';
import { ledgerFileName, ledgerWorkbook } from './ledger-excel';
import type { LedgerService } from './ledger-service';
import type { Reconciler } from './reconciliation';
import type { RefundService } from './refund-service';
import { idempotencyExempt } from '../../http/idempotency';

const PaymentIdQuerySchema = v.object({
  paymentId: v.pipe(
    v.string(REFUND_MESSAGES.paymentRequired),
    v.regex(/^\d{1,9}$/, REFUND_MESSAGES.paymentRequired),
    v.transform(Number),
  ),
});
const CreditNoteQuerySchema = v.object({
  creditNoteNo: v.pipe(v.string(), v.trim(), v.nonEmpty('creditNoteNo is required'), v.maxLength(32)),
});

export interface LedgerRouteDeps {
  ledger: LedgerService;
  refunds: RefundService;
  reconcile: Reconciler;
  records: FeeRecords;
  clock: Clock;
}

/** The accounts ledger: filters, totals, daily summary, Excel, reconciliation and refunds. */
export function ledgerRoutes({ ledger, refunds, reconcile, records, clock }: LedgerRouteDeps) {
  return new Hono<AppEnv>()
    .get('/getFeeLedger', validate('query', LedgerQuerySchema), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const [answer, options, lastReconciliation] = await Promise.all([
        ledger.answer(c.req.valid('query')),
        records.filterOptions(),
        reconcile.lastRun(),
      ]);
      return c.json({ ...answer, options, lastReconciliation });
    })
    .get('/getFeeLedgerExcel', validate('query', LedgerQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const entries = await ledger.entries(query);
      const now = clock();
      const body = await ledgerWorkbook(entries, ledgerTotals(entries), dailyCollection(entries), query, now);
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${ledgerFileName(now)}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .post('/reconcileFeePayments', idempotencyExempt.notReplayable, async (c) => {
      const outcome = await reconcile.run('manual', c.get('user')!.id);
      if (!outcome) return c.json({ message: RECONCILE_MESSAGES.busy }, 409);
      return c.json({
        ...outcome,
        message: RECONCILE_MESSAGES.done(outcome.checked, outcome.recorded, outcome.failed),
      });
    })
    .post('/recordFeeRefund', validate('json', RefundRequestSchema), async (c) => {
      const outcome = await refunds.record(c.req.valid('json'), c.get('user')!.id);
      if (outcome.kind === 'refused') return c.json({ message: outcome.message }, outcome.status);
      const note = await refunds.creditNote(outcome.creditNoteNo, requestLocale(c));
      return c.json({ message: REFUND_MESSAGES.recorded, creditNoteNo: outcome.creditNoteNo, ...note }, 201);
    })
    .get('/getFeeRefunds', validate('query', PaymentIdQuerySchema), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ refunds: await refunds.list(c.req.valid('query').paymentId) });
    })
    .get('/getCreditNote', validate('query', CreditNoteQuerySchema), async (c) => {
      // The note's words in the page's language: the device's request carries its `lang` cookie.
      const note = await refunds.creditNote(c.req.valid('query').creditNoteNo, requestLocale(c));
      return note ? c.json(note) : c.json({ message: 'There is no such credit note' }, 404);
    });
}

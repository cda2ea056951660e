import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  CancelDecisionSchema,
  CancelRequestSchema,
  CashierDayQuerySchema,
  ChequeBounceSchema,
  CounterIdParamSchema,
  CounterReceiptQuerySchema,
  CounterSearchSchema,
  HandOverSchema,
  counterCollectSchema,
} from '../../../domain/payments/counter';
import { COUNTER_MESSAGES as M } from '../../../domain/payments/counter-messages';
import { IDEMPOTENCY_HEADER } from '../../../domain/idempotency';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import type { AppEnv } from '../../auth/session-user';
import { idempotencyExempt } from '../../http/idempotency';
import { requestLocale } from '../../http/request-locale';
import { validate } from '../../http/validate';
import type { CashierDayStore } from './cashier-day-store';
import { collectAtCounter, type CounterDeps } from './counter-collect';
import type { CounterClosing } from './counter-closing';
import { counterOrderOf, counterReceiptPdf } from './counter-receipt';
import type { CounterStore } from './counter-store';
import { receiptTranslate } from './receipt-translate';
import { PaymentRefused } from './start-payment-shapes';

export interface CounterRouteDeps extends CounterDeps {
  store: CounterStore;
  closing: CounterClosing;
  days: CashierDayStore;
  letterhead: () => Promise<Letterhead>;
}

const StudentParamSchema = v.object({
  id: v.pipe(v.string(M.unknownStudent), v.regex(/^\d{1,9}$/, M.unknownStudent), v.transform(Number)),
});

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

/** The fee desk: find a student, see the dues, take money, print and close receipts, hand the day over. */
export function counterRoutes(deps: CounterRouteDeps) {
  const { store, closing, days } = deps;
  const today = () => days.today();
  const refused = (c: Context, err: unknown) => {
    if (err instanceof PaymentRefused) return c.json({ message: err.message }, err.status);
    throw err;
  };
  const userId = (c: Context<AppEnv>) => c.get('user')!.id;
  return (
    new Hono<AppEnv>()
      .get('/counter/students', validate('query', CounterSearchSchema), async (c) => {
        noStore(c);
        const found = await store.search(c.req.valid('query').q);
        return found.length ? c.json(found) : c.json({ message: M.noStudentFound }, 404);
      })
      .get('/counter/students/:id', validate('param', StudentParamSchema), async (c) => {
        noStore(c);
        const answer = await store.duesOf(c.req.valid('param').id);
        return answer ? c.json(answer) : c.json({ message: M.unknownStudent }, 404);
      })
      // Its own key: the payment keeps the request's Idempotency-Key, and the online check before it is an HTTP call.
      .post(
        '/counter/collect',
        idempotencyExempt.notReplayable,
        validate('json', counterCollectSchema(today)),
        async (c) => {
          try {
            const made = await collectAtCounter(
              deps,
              c.req.valid('json'),
              userId(c),
              c.req.header(IDEMPOTENCY_HEADER) ?? null,
            );
            return c.json(made, 201);
          } catch (err) {
            return refused(c, err);
          }
        },
      )
      .get('/counter/receipt', validate('query', CounterReceiptQuerySchema), async (c) => {
        const { receiptNo, size } = c.req.valid('query');
        const order = await counterOrderOf(deps.db, receiptNo);
        const pdf = order
          ? await counterReceiptPdf(deps.db, order, size, await deps.letterhead(), receiptTranslate(requestLocale(c)))
          : null;
        if (!pdf) return c.json({ message: M.unknownReceipt }, 404);
        return c.body(pdf, 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="Receipt_${receiptNo.replace(/\//g, '_')}_${size}.pdf"`,
          'Cache-Control': 'private, no-store',
        });
      })
      .post('/counter/receipt/bounce', validate('json', ChequeBounceSchema), async (c) => {
        const body = c.req.valid('json');
        try {
          return c.json({ message: await closing.bounce(body.receiptNo, body, userId(c)) });
        } catch (err) {
          return refused(c, err);
        }
      })
      .post('/counter/receipt/cancel', validate('json', CancelRequestSchema), async (c) => {
        const { receiptNo, reason } = c.req.valid('json');
        try {
          return c.json({ message: await closing.requestCancel(receiptNo, reason, userId(c)) }, 201);
        } catch (err) {
          return refused(c, err);
        }
      })
      .get('/counter/cancellations', async (c) => {
        noStore(c);
        return c.json(await closing.waiting());
      })
      .post(
        '/counter/cancellations/:id/decision',
        validate('param', CounterIdParamSchema),
        validate('json', CancelDecisionSchema),
        async (c) => {
          try {
            const message = await closing.decide(c.req.valid('param').id, c.req.valid('json').approve, userId(c));
            return c.json({ message });
          } catch (err) {
            return refused(c, err);
          }
        },
      )
      .get('/counter/day', validate('query', CashierDayQuerySchema), async (c) => {
        noStore(c);
        return c.json(await days.dayOf(userId(c), c.req.valid('query').day ?? today()));
      })
      .post('/counter/day/hand-over', validate('json', HandOverSchema), async (c) => {
        try {
          return c.json({ message: await days.handOver(userId(c), c.req.valid('json').day) });
        } catch (err) {
          return refused(c, err);
        }
      })
      .get('/counter/days', async (c) => {
        noStore(c);
        return c.json(await days.handedOver());
      })
      .post('/counter/days/:id/close', validate('param', CounterIdParamSchema), async (c) => {
        try {
          return c.json({ message: await days.close(c.req.valid('param').id, userId(c)) });
        } catch (err) {
          return refused(c, err);
        }
      })
  );
}

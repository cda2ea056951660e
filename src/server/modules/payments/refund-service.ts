import { asc, eq, inArray, sum } from 'drizzle-orm';
import type { Locale } from '../../../domain/i18n/locales';
import { receiptTranslate } from './receipt-translate';
import { REFUND_MESSAGES as M } from '../../../domain/payments/accounts-messages';
import { refundLimitIssue, type RefundRecord, type RefundRequest } from '../../../domain/payments/refunds';
import type { CreditNote } from '../../../domain/pdf/credit-note-pdf';
import type { Database } from '../../db/client';
import { feeRefunds, users } from '../../db/schema';
import type { Clock } from '../../http/attempt-store';
import { nextCreditNoteNo } from './credit-note-numbers';
import type { FeeRecords } from './fee-records';
import { base64FromBytes } from '../../../domain/files/base64';
import { serverShaperFor } from '../../pdf/indic-shaper';

export type RefundOutcome =
  { kind: 'recorded'; creditNoteNo: string } | { kind: 'refused'; status: 400 | 404 | 409; message: string };

/** Refunds recorded against paid payments, their credit note numbers and PDFs. */
export function refundService(
  db: Database,
  transaction: <T>(work: () => Promise<T>) => Promise<T>,
  records: FeeRecords,
  clock: Clock,
  collegeName: () => Promise<string>,
) {
  async function refundedOn(paymentIds: number[]): Promise<Map<number, number>> {
    if (paymentIds.length === 0) return new Map();
    const rows = await db
      .select({ paymentId: feeRefunds.paymentId, total: sum(feeRefunds.amount) })
      .from(feeRefunds)
      .where(inArray(feeRefunds.paymentId, paymentIds))
      .groupBy(feeRefunds.paymentId);
    return new Map(rows.map((r) => [r.paymentId, Number(r.total ?? 0)]));
  }

  return {
    refundedOn,

    /**
     * Records a refund when it fits what was paid minus earlier refunds. The payment row stays locked
     * until the transaction ends, so two refunds of one payment at once cannot both pass the check.
     */
    async record(request: RefundRequest, userId: number): Promise<RefundOutcome> {
      return transaction(async () => {
        const payment = await records.payment(request.paymentId, true);
        if (!payment) return { kind: 'refused', status: 404, message: M.noSuchPayment };
        if (!payment.paid) return { kind: 'refused', status: 409, message: M.notPaid };
        const before = (await refundedOn([payment.paymentId])).get(payment.paymentId) ?? 0;
        const issue = refundLimitIssue(request.amount, payment.amount, before);
        if (issue) return { kind: 'refused', status: 400, message: issue };
        const now = clock();
        const creditNoteNo = await nextCreditNoteNo(db, now);
        await db.insert(feeRefunds).values({
          creditNoteNo,
          paymentId: payment.paymentId,
          amount: request.amount,
          reason: request.reason,
          recordedBy: userId,
          recordedAt: now,
        });
        return { kind: 'recorded', creditNoteNo };
      });
    },

    async list(paymentId: number): Promise<RefundRecord[]> {
      const rows = await db
        .select({ r: feeRefunds, by: users.fullName })
        .from(feeRefunds)
        .innerJoin(users, eq(users.id, feeRefunds.recordedBy))
        .where(eq(feeRefunds.paymentId, paymentId))
        .orderBy(asc(feeRefunds.recordedAt), asc(feeRefunds.id));
      return rows.map(({ r, by }) => ({
        creditNoteNo: r.creditNoteNo,
        paymentId: r.paymentId,
        amount: r.amount,
        reason: r.reason,
        recordedBy: by,
        recordedAt: r.recordedAt.toISOString(),
      }));
    },

    /**
     * The credit note PDF (base64) of a refund, built the same way each time it is asked for in one language: its words
     * in `locale` (the language of the page that asks).
     */
    async creditNote(creditNoteNo: string, locale: Locale): Promise<{ fileName: string; b64: string } | null> {
      const [row] = await db
        .select({ r: feeRefunds, by: users.fullName })
        .from(feeRefunds)
        .innerJoin(users, eq(users.id, feeRefunds.recordedBy))
        .where(eq(feeRefunds.creditNoteNo, creditNoteNo))
        .limit(1);
      if (!row) return null;
      const payment = await records.payment(row.r.paymentId, false);
      if (!payment) return null;
      const earlier = await db
        .select({ id: feeRefunds.id, amount: feeRefunds.amount })
        .from(feeRefunds)
        .where(eq(feeRefunds.paymentId, row.r.paymentId));
      const note: CreditNote = {
        creditNoteNo,
        recordedAt: row.r.recordedAt.toISOString(),
        recordedBy: row.by,
        reason: row.r.reason,
        amount: row.r.amount,
        payment,
        refundedToDate: earlier.filter((e) => e.id <= row.r.id).reduce((total, e) => total + e.amount, 0),
      };
      // Printed with the refund's own time, so the same note gives the same PDF every time.
      const { buildCreditNotePdf, creditNoteFileName, creditNotePdfWords } =
        await import('../../../domain/pdf/credit-note-pdf');
      const heading = { collegeName: await collegeName(), generatedAt: row.r.recordedAt };
      const translate = receiptTranslate(locale);
      const shaper = await serverShaperFor(note, heading, creditNotePdfWords(translate));
      const pdf = buildCreditNotePdf(note, heading, shaper, translate);
      return { fileName: creditNoteFileName(creditNoteNo), b64: base64FromBytes(pdf) };
    },
  };
}

export type RefundService = ReturnType<typeof refundService>;

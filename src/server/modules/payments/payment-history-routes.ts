import { paymentStatusLabel } from '../../../domain/payments/payment-status';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { hasAnyRole, PARENT_ROLES } from '../../../domain/auth/access';
import { PaymentHistoryQuerySchema, ReceiptQuerySchema } from '../../../domain/payments/payment-history';
import { RESULT_MESSAGES } from '../../../domain/results/messages';
import type { AppEnv, SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { parentStudents } from '../../db/schema';
import { validate } from '../../http/validate';
import { requestLocale } from '../../http/request-locale';
import type { FeeRecords } from './fee-records';
import type { RefundService } from './refund-service';

type Student = NonNullable<Awaited<ReturnType<FeeRecords['studentByUser']>>>;

const NOT_YOURS = 'You can see the payments of your own account or of the students linked to it only';

/**
 * Payment history and receipts for the payer's side: a student sees their own (whatever roll number they
 * send), a parent the students linked to their account (§ parents module); anyone else gets 403.
 */
export function paymentHistoryRoutes(db: Database, records: FeeRecords, refunds: RefundService) {
  async function whose(
    user: SessionUser,
    rollNo: string | undefined,
  ): Promise<Student | 'forbidden' | 'roll-required'> {
    const own = await records.studentByUser(user.id);
    if (own) return own;
    if (!hasAnyRole(user.roles, PARENT_ROLES)) return 'forbidden';
    if (!rollNo) return 'roll-required';
    const student = await records.studentByRoll(rollNo);
    if (!student) return 'forbidden';
    const [link] = await db
      .select({ id: parentStudents.studentId })
      .from(parentStudents)
      .where(and(eq(parentStudents.parentUserId, user.id), eq(parentStudents.studentId, student.studentId)))
      .limit(1);
    return link ? student : 'forbidden';
  }

  return new Hono<AppEnv>()
    .get('/getFeePaymentHistory', validate('query', PaymentHistoryQuerySchema), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const student = await whose(c.get('user')!, c.req.valid('query').rollNo);
      if (student === 'roll-required') return c.json({ message: RESULT_MESSAGES.rollRequired }, 400);
      if (student === 'forbidden') return c.json({ message: NOT_YOURS }, 403);
      const payments = await records.studentPayments(student.studentId);
      const refunded = await refunds.refundedOn(payments.map((p) => p.paymentId));
      return c.json({
        rollNo: student.rollNo,
        studentName: student.fullName,
        payments: payments.map(({ paymentId, ...p }) => {
          const back = refunded.get(paymentId) ?? 0;
          return { ...p, refunded: back, statusLabel: paymentStatusLabel(p.status, p.amount, back) };
        }),
      });
    })
    .get('/getFeeReceipt', validate('query', ReceiptQuerySchema), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const { receiptNo, rollNo } = c.req.valid('query');
      const student = await whose(c.get('user')!, rollNo);
      if (student === 'roll-required') return c.json({ message: RESULT_MESSAGES.rollRequired }, 400);
      if (student === 'forbidden') return c.json({ message: NOT_YOURS }, 403);
      // Labels in the page's language: the device's request carries its `lang` cookie.
      const receipt = await records.receipt(student.studentId, receiptNo, requestLocale(c));
      return receipt ? c.json(receipt) : c.json({ message: 'There is no such receipt for this student' }, 404);
    });
}

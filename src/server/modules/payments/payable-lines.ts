import { FEE_MESSAGES as M, MIN_INSTALMENT_PAISE } from '../../../domain/payments/messages';
import type { Database } from '../../db/client';
import type { ConfirmContext } from './confirm-charge';
import type { StudentRow } from './fee-details';
import { decideOnOverlappingOrder } from './open-order';
import { feeDetailsWithFines, type LineWithFine } from './payable-fines';
import type { openOrdersHolding } from './order-lines';
import { PaymentRefused, type StartPaymentInput } from './start-payment-shapes';

/** A fee line as the Pay keys it: its fee type, semester and item. */
export const lineKey = (feeType: string, semester: number, item: string) => `${feeType}|${semester}|${item}`;
const lineName = (l: { feeType: string; item: string; semesterName: string }) =>
  `${l.item ? `${l.feeType} – ${l.item}` : l.feeType}, ${l.semesterName}`;

/**
 * Open orders that hold some of the chosen lines but are not the same payment: each is asked about (it may
 * have been paid or dropped meanwhile); one still open refuses the Pay, naming the line it holds.
 */
export async function decideOnOverlapping(
  db: Database,
  ctx: ConfirmContext,
  holding: Awaited<ReturnType<typeof openOrdersHolding>>,
  lines: PayableLine[],
): Promise<{ refuse: string } | { closed: true }> {
  for (const { order, lines: held } of holding) {
    const decision = await decideOnOverlappingOrder(db, ctx, order);
    if (decision === 'closed') continue;
    if (decision === 'starting') return { refuse: M.paymentStarting };
    const line =
      lines.find(
        (l) => held.some((h) => h.feeStructureId === l.structureId) || l.structureId === order.feeStructureId,
      ) ?? lines[0]!;
    return { refuse: `${lineName(line)} ${M.lineInOpenPayment}` };
  }
  return { closed: true };
}

export type PayableLine = LineWithFine;

/** What a chosen line asks of the payer in full: its due and, first, its late fine. */
const owed = (l: PayableLine) => l.due + l.fine;

/**
 * The lines the payer chose, if the amount may be paid on them now: one line takes what is due or an
 * instalment where allowed; several lines are of one fee type (its gateway keys take the one charge) and are
 * each paid in full. A late due's fine is paid with it: in full, before anything of the due.
 */
export async function payableLines(
  db: Database,
  student: StudentRow,
  input: StartPaymentInput,
  today: string,
): Promise<PayableLine[]> {
  const all = await feeDetailsWithFines(db, student, input.flows, today);
  if (!all.some((l) => l.due > 0)) throw new PaymentRefused(M.notEntitled, 409);
  const lines = input.lines.map((ref) => {
    const line = all.find((l) => l.feeType === ref.feeType && l.semester === ref.semester && l.item === ref.item);
    if (!line) throw new PaymentRefused(M.unknownFee, 404);
    if (line.due <= 0) throw new PaymentRefused(M.nothingDue, 409);
    return line;
  });
  if (new Set(lines.map((l) => l.feeType)).size > 1) throw new PaymentRefused(M.oneFeeTypeAtATime, 400);
  const due = lines.reduce((sum, l) => sum + owed(l), 0);
  if (input.amountPaise > due) throw new PaymentRefused(M.amountMoreThanDue, 400);
  if (lines.length > 1) {
    if (input.amountPaise !== due) throw new PaymentRefused(M.wholeDueTogether, 400);
    return lines;
  }
  const line = lines[0]!;
  if (input.amountPaise < owed(line)) {
    if (!line.instalmentsAllowed) throw new PaymentRefused(M.fullAmountOnly, 400);
    if (input.amountPaise - line.fine < MIN_INSTALMENT_PAISE) throw new PaymentRefused(M.instalmentTooSmall, 400);
  }
  return lines;
}

/**
 * Inside the transaction that saves the order, with the student locked: each chosen line still owes what the order
 * asks of it, fine and all (the fee desk may have taken money for it, or waived its fine, since the lines were read).
 * Answers the lines as they are now.
 */
export async function stillPayable(
  db: Database,
  student: StudentRow,
  input: StartPaymentInput,
  lines: readonly PayableLine[],
  today: string,
): Promise<PayableLine[]> {
  const now = await feeDetailsWithFines(db, student, input.flows, today);
  return lines.map((line) => {
    const fresh = now.find((l) => l.structureId === line.structureId);
    if (!fresh || fresh.due <= 0) throw new PaymentRefused(M.nothingDue, 409);
    const onDue = lines.length === 1 ? input.amountPaise - line.fine : line.due;
    if (fresh.fine !== line.fine || onDue > fresh.due) throw new PaymentRefused(M.amountMoreThanDue, 409);
    return fresh;
  });
}

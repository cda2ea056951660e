import type { Role } from '../auth/roles';
import { VENDOR_MESSAGES as M } from './messages';

/**
 * A bill's way through the office: the accountant SUBMITTED it; the accounts officer approves it (APPROVED) or, when
 * its total is above the college's limit, sends it on to the principal (AWAITING_PRINCIPAL, then APPROVED); either
 * may reject it with a reason (REJECTED). Payments make it PART_PAID, then PAID when nothing is owed.
 */
export const BILL_STATUSES = ['SUBMITTED', 'AWAITING_PRINCIPAL', 'APPROVED', 'PART_PAID', 'PAID', 'REJECTED'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** The statuses a bill may be paid in. */
export const PAYABLE_STATUSES: readonly BillStatus[] = ['APPROVED', 'PART_PAID'];

/** The limit when the accounts officer has set none: Rs 1,00,000. */
export const DEFAULT_PRINCIPAL_LIMIT = 10_000_000;

export interface BillForDecision {
  status: BillStatus;
  total: number;
  submittedBy: number;
}

/** Who is deciding: their user id and roles. */
export interface Decider {
  id: number;
  roles: readonly Role[];
}

/** Which step a decider may take on a bill: the officer's (SUBMITTED) or the principal's (AWAITING_PRINCIPAL). */
export function stepFor(bill: BillForDecision, decider: Decider): 'officer' | 'principal' | null {
  if (bill.status === 'SUBMITTED' && decider.roles.includes('ROLE_ACCOUNTANTS_OFFICER')) return 'officer';
  if (bill.status === 'AWAITING_PRINCIPAL' && decider.roles.includes('ROLE_PRINCIPAL')) return 'principal';
  return null;
}

export type Decision = { ok: true; step: 'officer' | 'principal'; next: BillStatus } | { ok: false; message: string };

/**
 * The outcome of approving or rejecting: refused when the bill is not at the decider's step, or when they submitted it
 * (maker is never checker); otherwise the status it moves to. Approving at the officer's step sends a bill above the
 * limit to the principal.
 */
export function decide(bill: BillForDecision, decider: Decider, approve: boolean, limit: number): Decision {
  const step = stepFor(bill, decider);
  if (!step) return { ok: false, message: M.notWaitingForYou };
  if (bill.submittedBy === decider.id) return { ok: false, message: M.ownBill };
  if (!approve) return { ok: true, step, next: 'REJECTED' };
  if (step === 'officer' && needsPrincipal(bill.total, limit)) return { ok: true, step, next: 'AWAITING_PRINCIPAL' };
  return { ok: true, step, next: 'APPROVED' };
}

/** A bill above the limit (strictly) needs the principal as well. */
export const needsPrincipal = (total: number, limit: number): boolean => total > limit;

/** The status after paying `paid` in all of a bill of `total`. */
export const statusAfterPaying = (paid: number, total: number): BillStatus => (paid >= total ? 'PAID' : 'PART_PAID');

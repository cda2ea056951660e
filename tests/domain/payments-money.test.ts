import { nameInitials } from '../../src/domain/payments/name-initials';
import { describe, expect, it } from 'vitest';
import { financialYearOf, indiaDate } from '../../src/domain/payments/financial-year';
import { FLOW_INFO, isPaidStatus, receiptFileName } from '../../src/domain/payments/flows';
import { formatReceiptNumber } from '../../src/domain/payments/receipt-number';
import { PayRequestSchema } from '../../src/domain/payments/schemas';
import { FEE_MESSAGES as M } from '../../src/domain/payments/messages';
import * as v from 'valibot';

describe('Pay request amounts', () => {
  it('takes the amount of a Pay request in rupees and gives paise; refuses less than Rs. 1.00', () => {
    expect(v.parse(PayRequestSchema, { feeType: 'EXAM FEE', semester: 8, amount: '1850.00' }).amount).toBe(185000);
    const low = v.safeParse(PayRequestSchema, { feeType: 'EXAM FEE', semester: 8, amount: '0.50' });
    expect(low.success ? '' : low.issues[0].message).toBe(M.amountTooSmall);
    const bad = v.safeParse(PayRequestSchema, { feeType: 'EXAM FEE', semester: 8, amount: '12.345' });
    expect(bad.success ? '' : bad.issues[0].message).toBe(M.amountInvalid);
  });
});

describe('financial year of receipts (April–March, India time)', () => {
  it('changes at midnight IST on 1 April, not at midnight UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-2027'); // 23:59:59 IST 31 March
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-2028'); // 00:00 IST 1 April
    expect(indiaDate(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z'))).toBe('2026-2027');
  });

  it('numbers receipts per year with six digits', () => {
    expect(formatReceiptNumber('2026-2027', 42)).toBe('RCPT/2026-2027/000042');
  });
});

describe('the four flows (§2, §7, §9)', () => {
  it('names receipt files as §9 says', () => {
    expect(receiptFileName('general', '2026-11-23')).toBe('Fee_Collection_2026-11-23.pdf');
    expect(receiptFileName('miscellaneous', '2026-11-23')).toBe('Mis_Fee_Collection_2026-11-23.pdf');
    expect(receiptFileName('exam', '2026-11-23')).toBe('Exam_Fee_Collection_2026-11-23.pdf');
    expect(receiptFileName('newAdmission', '2026-11-23')).toBe('Self_Fee_Collection_2026-11-23.pdf');
  });

  it('keeps the seed paths and calls, with the child lists of exam (UTR) and new admission (BANK)', () => {
    expect(FLOW_INFO.exam).toMatchObject({
      returnPath: '/lyra/examFeepayment/status',
      saveCall: 'saveExamFeeCollection',
      answerField: 'b64',
    });
    expect(FLOW_INFO.exam.child).toEqual({ field: 'examFeeCollectionChild', wayOfReceiptType: 'UTR' });
    expect(FLOW_INFO.newAdmission.child).toEqual({ field: 'newAdmissionFeePaymentChild', wayOfReceiptType: 'BANK' });
    expect(FLOW_INFO.newAdmission.statusCall).toBe('getStudentPaidFeeTransationStatusUpdate');
  });

  it("treats only 'paid' (any case) as success", () => {
    expect(isPaidStatus('PAID')).toBe(true);
    expect(isPaidStatus('paid')).toBe(true);
    for (const s of ['DUE', 'DROPPED', '', null, undefined]) expect(isPaidStatus(s)).toBe(false);
  });
});

describe('the name an applicant sees before paying', () => {
  it('is initials only', () => {
    expect(nameInitials('Meena Rao')).toBe('M. R.');
    expect(nameInitials('  a.  ravi   kumar ')).toBe('A. R. K.');
    expect(nameInitials('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import type { LoanRule } from '../../src/domain/library/circulation-rules';
import { holdRefusal, type HoldStanding } from '../../src/domain/library/holds';

const rule = (over: Partial<LoanRule> = {}): LoanRule => ({
  patronCategory: 'UG_STUDENT',
  itemType: '*',
  loanDays: 14,
  maxLoans: 3,
  renewals: 1,
  finePerDayPaise: 100,
  maxFinePaise: 10000,
  holdsAllowed: true,
  ...over,
});
const standing = (over: Partial<HoldStanding> = {}): HoldStanding => ({
  active: true,
  rule: rule(),
  onShelf: 0,
  alreadyHeld: false,
  onLoan: false,
  ...over,
});

describe('holdRefusal', () => {
  it('takes a hold on a title with every copy out', () => expect(holdRefusal(standing())).toBeNull());
  it("refuses a patron who left with 'patronEnded'", () =>
    expect(holdRefusal(standing({ active: false }))).toBe('patronEnded'));
  it("refuses where the rules take no holds or do not lend with 'holdNotAllowed'", () => {
    expect(holdRefusal(standing({ rule: rule({ holdsAllowed: false }) }))).toBe('holdNotAllowed');
    expect(holdRefusal(standing({ rule: rule({ loanDays: 0 }) }))).toBe('holdNotAllowed');
    expect(holdRefusal(standing({ rule: null }))).toBe('holdNotAllowed');
  });
  it("refuses a second hold with 'holdTwice' and a title on loan with 'holdOnLoan'", () => {
    expect(holdRefusal(standing({ alreadyHeld: true }))).toBe('holdTwice');
    expect(holdRefusal(standing({ onLoan: true }))).toBe('holdOnLoan');
  });
  it("sends the patron to the shelf with 'holdOnShelf' when a copy is there", () =>
    expect(holdRefusal(standing({ onShelf: 1 }))).toBe('holdOnShelf'));
});

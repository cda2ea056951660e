import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoanRulesSchema, ruleFor, ruleRefusal, type LoanRule } from '../../src/domain/library/circulation-rules';
import { dueDay, lateDays, lateFine, libraryClosed, openDayFrom } from '../../src/domain/library/loan-days';
import { deskMoment } from '../../src/domain/library/desk';

const rule = (over: Partial<LoanRule>): LoanRule => ({
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

const RULES: LoanRule[] = [
  rule({}),
  rule({ itemType: 'REFERENCE', loanDays: 0, maxLoans: 0 }),
  rule({ itemType: 'JOURNAL_ISSUE', loanDays: 3, maxLoans: 1 }),
  rule({ patronCategory: 'FACULTY', loanDays: 30, maxLoans: 10, finePerDayPaise: 0, maxFinePaise: 0 }),
];

describe('the circulation rules matrix', () => {
  it('takes the item type’s own cell, else the category’s row for every type', () => {
    expect(ruleFor(RULES, 'UG_STUDENT', 'JOURNAL_ISSUE')?.loanDays).toBe(3);
    expect(ruleFor(RULES, 'UG_STUDENT', 'BOOK')?.loanDays).toBe(14);
    expect(ruleFor(RULES, 'FACULTY', 'REFERENCE')?.loanDays).toBe(30);
    expect(ruleFor(RULES, 'PG_STUDENT', 'BOOK')).toBeNull();
  });

  it('refuses reference items, a cell’s own limit and the category’s limit over all types', () => {
    const none = { total: 0, byType: {} };
    expect(ruleRefusal(RULES, 'UG_STUDENT', 'REFERENCE', none)).toEqual({ kind: 'referenceOnly' });
    expect(ruleRefusal(RULES, 'UG_STUDENT', 'JOURNAL_ISSUE', { total: 1, byType: { JOURNAL_ISSUE: 1 } })).toEqual({
      kind: 'limitReached',
      max: 1,
    });
    // Two books and a journal: the '*' row's 3 bounds them all, whatever the type.
    expect(ruleRefusal(RULES, 'UG_STUDENT', 'BOOK', { total: 3, byType: { BOOK: 2, JOURNAL_ISSUE: 1 } })).toEqual({
      kind: 'limitReached',
      max: 3,
    });
    expect(ruleRefusal(RULES, 'UG_STUDENT', 'BOOK', { total: 2, byType: { BOOK: 2 } })).toBeNull();
    expect(ruleRefusal(RULES, 'PG_STUDENT', 'BOOK', none)).toEqual({ kind: 'noRule' });
  });

  it('accepts a matrix only with every category’s row for all types and no cell twice', () => {
    const full = ['UG_STUDENT', 'PG_STUDENT', 'FACULTY'].map((c) =>
      rule({ patronCategory: c as LoanRule['patronCategory'] }),
    );
    expect(v.safeParse(LoanRulesSchema, full).success).toBe(true);
    expect(v.safeParse(LoanRulesSchema, full.slice(1)).success).toBe(false);
    expect(v.safeParse(LoanRulesSchema, [...full, rule({})]).success).toBe(false);
    expect(v.safeParse(LoanRulesSchema, [rule({ loanDays: -1 }), ...full.slice(1)]).success).toBe(false);
  });
});

describe('due days and fines across the library’s closed days', () => {
  // December 2026: the 6th, 13th, 20th and 27th are Sundays; the 25th is Christmas on the calendar.
  const closed = libraryClosed(['2026-12-25'], [0]);

  it('moves a due day that falls on a closed day to the next open day', () => {
    expect(dueDay('2026-12-01', 14, closed)).toBe('2026-12-15');
    expect(dueDay('2026-11-29', 14, closed)).toBe('2026-12-14'); // the 13th is a Sunday
    expect(dueDay('2026-12-11', 14, closed)).toBe('2026-12-26'); // the 25th is a holiday
    expect(openDayFrom('2026-12-27', closed)).toBe('2026-12-28');
  });

  it('fines the open days late only, never Sundays or the calendar’s holidays', () => {
    // Due on the 22nd, back on the 28th: 23, 24, 26, 28 are open (25 holiday, 27 Sunday).
    expect(lateDays('2026-12-22', '2026-12-28', closed)).toBe(4);
    expect(lateDays('2026-12-22', '2026-12-22', closed)).toBe(0);
    expect(lateDays('2026-12-22', '2026-12-20', closed)).toBe(0);
    expect(lateFine(4, { finePerDayPaise: 100, maxFinePaise: 10000 })).toBe(400);
  });

  it('stops a fine at the rule’s ceiling, and a ceiling of 0 is none', () => {
    expect(lateFine(300, { finePerDayPaise: 100, maxFinePaise: 10000 })).toBe(10000);
    expect(lateFine(300, { finePerDayPaise: 100, maxFinePaise: 0 })).toBe(30000);
    expect(lateFine(300, { finePerDayPaise: 0, maxFinePaise: 0 })).toBe(0);
  });
});

describe('the desk’s moment', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it('keeps the time an offline desk recorded, and refuses one well in the future', () => {
    expect(deskMoment(undefined, now)).toEqual(now);
    expect(deskMoment('2026-11-30T09:00:00Z', now)?.toISOString()).toBe('2026-11-30T09:00:00.000Z');
    // A phone a minute fast is taken as now; an hour ahead is refused.
    expect(deskMoment('2026-12-01T10:01:00Z', now)).toEqual(now);
    expect(deskMoment('2026-12-01T11:00:00Z', now)).toBeNull();
  });
});

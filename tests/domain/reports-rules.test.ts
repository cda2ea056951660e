import { afterEach, describe, expect, it } from 'vitest';
import { useCollegeTimeZone } from '../../src/domain/calendar/college-time';
import {
  NOT_RECORDED,
  branchLabeller,
  collegeMonthOf,
  compactRupees,
  quotaOf,
  recentYears,
  shareOf,
  yearMonths,
} from '../../src/domain/reports/report-rules';
import { shortageByBranch } from '../../src/domain/reports/shortage-by-branch';

afterEach(() => useCollegeTimeZone('Asia/Kolkata'));

describe('month bucketing on the college calendar', () => {
  it('puts a payment at 00:10 on 1 April in India into April, though it is still March in UTC', () => {
    const at = new Date('2026-03-31T18:40:00Z');
    expect(collegeMonthOf(at)).toBe('2026-04');
    useCollegeTimeZone('UTC');
    expect(collegeMonthOf(at)).toBe('2026-03');
  });

  it('splits a financial year into April to March, each month starting at the college’s midnight', () => {
    const months = yearMonths('2026-2027');
    expect(months.map((m) => m.month)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(months[0]!.from.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(months[8]!.to.toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(months[11]!.to.toISOString()).toBe('2027-03-31T18:30:00.000Z');
    // The months follow one another without a gap.
    for (let i = 1; i < 12; i++) expect(months[i]!.from).toEqual(months[i - 1]!.to);
  });

  it('offers the present year and the ones before it, newest first', () => {
    expect(recentYears(new Date('2027-03-31T18:29:00Z'), 3)).toEqual(['2026-2027', '2025-2026', '2024-2025']);
    expect(recentYears(new Date('2027-03-31T18:31:00Z'), 1)).toEqual(['2027-2028']);
  });
});

describe('groups and shares', () => {
  it('names a quota by the seat type, else the admission type, else Not recorded', () => {
    expect(quotaOf('Management', 'Direct')).toBe('Management');
    expect(quotaOf('', 'Lateral')).toBe('Lateral');
    expect(quotaOf(null, null)).toBe(NOT_RECORDED);
    expect(quotaOf('  ', '')).toBe(NOT_RECORDED);
  });

  it('rounds a share to one decimal, and a share of nothing is 0', () => {
    expect(shareOf(2, 3)).toBe(66.7);
    expect(shareOf(1, 8)).toBe(12.5);
    expect(shareOf(61, 60)).toBe(101.7);
    expect(shareOf(5, 0)).toBe(0);
  });

  it('puts the degree before a branch only when two degrees share its short name', () => {
    const label = branchLabeller([
      { degree: 'B.Tech', shortName: 'CSE' },
      { degree: 'M.Tech', shortName: 'CSE' },
      { degree: 'B.Tech', shortName: 'ECE' },
    ]);
    expect(label({ degree: 'M.Tech', shortName: 'CSE' })).toBe('M.Tech CSE');
    expect(label({ degree: 'B.Tech', shortName: 'ECE' })).toBe('ECE');
  });

  it('writes rupees short for an axis in thousands, lakhs and crores', () => {
    expect(compactRupees(95_000)).toBe('₹950');
    expect(compactRupees(4_500_000)).toBe('₹45K');
    expect(compactRupees(125_000_000)).toBe('₹12.5L');
    expect(compactRupees(1_230_000_000)).toBe('₹1.2Cr');
  });
});

describe('attendance shortage by branch', () => {
  it('counts students below the threshold on every class together, and leaves out those with no class yet', () => {
    const { byBranch, totals } = shortageByBranch(
      [
        { branch: 'CSE', tally: { held: 40, present: 29 } }, // 72.5%: short
        { branch: 'CSE', tally: { held: 40, present: 30 } }, // 75%: not short (at the threshold)
        { branch: 'CSE', tally: null }, // no class recorded
        { branch: 'ECE', tally: { held: 0, present: 0 } }, // nothing held yet
        { branch: 'ECE', tally: { held: 20, present: 10 } }, // 50%: short
      ],
      75,
    );
    expect(byBranch).toEqual([
      { label: 'CSE', onRoll: 3, recorded: 2, short: 1, percent: 73.8 },
      { label: 'ECE', onRoll: 2, recorded: 1, short: 1, percent: 50 },
    ]);
    // The college's attendance is every class together (89 of 100), not an average of the branches.
    expect(totals).toEqual({ label: 'All branches', onRoll: 5, recorded: 3, short: 2, percent: 69 });
  });
});

/**
 * What moving rooms and the mess cost, in paise. A transfer between room types charges (or credits) the difference
 * of their fees for the part of the fee period still to run, day by day; the mess charges a month's fee (or each day
 * present) less a rebate for the days away on an approved out-pass, counted only for absences as long as the college
 * sets, as Indian hostels run their mess.
 */

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);

/** Days from `from` to `to`, both counted (ISO days). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/**
 * The fee difference of moving from a room type of fee `fromPaise` to one of `toPaise` on `moveOn`, within the fee
 * period [periodStart, periodEnd]: positive is owed, negative is credited; the moving day is charged at the new fee.
 * Outside the period nothing is owed.
 */
export function transferDifference(
  fromPaise: number,
  toPaise: number,
  period: { start: string; end: string },
  moveOn: string,
): number {
  const total = daysBetween(period.start, period.end);
  if (total <= 0 || moveOn > period.end) return 0;
  const from = moveOn < period.start ? period.start : moveOn;
  const remaining = daysBetween(from, period.end);
  return Math.round(((toPaise - fromPaise) * remaining) / total);
}

export type MessBasis = 'MONTHLY' | 'DAILY';

export interface MessMonth {
  /** The month, 'YYYY-MM'. */
  month: string;
  basis: MessBasis;
  /** The month's fee (MONTHLY) or a day's (DAILY). */
  ratePaise: number;
  /** Days of the month the student was in the hostel (from the first day of the stay, to its last). */
  stay: { from: string; to: string };
  /** Approved out-passes: the days away (from, to) within the month or overlapping it. */
  away: readonly { from: string; to: string }[];
  /** An absence shorter than this many days earns no rebate (the mess cooked for them). */
  minRebateDays: number;
}

const monthEnds = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}`, days: last };
};

/** The overlap of two day ranges, in days (0 when apart). */
const overlap = (a: { from: string; to: string }, b: { from: string; to: string }) => {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return to < from ? 0 : daysBetween(from, to);
};

/** A month's mess charge: the fee for the days stayed (a whole month's, pro rata when the stay began or ended within it), less the rebate. */
export function messCharge(m: MessMonth): { chargePaise: number; rebatePaise: number; daysAway: number } {
  const month = monthEnds(m.month);
  const stayed = overlap(m.stay, { from: month.start, to: month.end });
  const daysAway = m.away
    .map((a) => overlap(a, { from: month.start, to: month.end }))
    .filter((days) => days >= Math.max(1, m.minRebateDays))
    .reduce((sum, days) => sum + days, 0);
  const away = Math.min(daysAway, stayed);
  const daily = m.basis === 'DAILY' ? m.ratePaise : m.ratePaise / month.days;
  const full = Math.round(daily * stayed);
  const rebate = Math.round(daily * away);
  return { chargePaise: full - rebate, rebatePaise: rebate, daysAway: away };
}

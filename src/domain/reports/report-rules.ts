import { academicYearOfDay } from '../calendar/academic-year';
import { collegeDay, collegeDayStart } from '../calendar/college-time';

/** The label of a group the records do not name (an admission without a seat type, a student without an admission). */
export const NOT_RECORDED = /*i18n*/ 'Not recorded';

/** The month (YYYY-MM) of a moment on the college's calendar: 00:10 on 1 April in India is April, not March. */
export const collegeMonthOf = (at: Date): string => collegeDay(at).slice(0, 7);

/**
 * The twelve months of a year that runs April to March ('2026-2027': 2026-04 … 2027-03), each with the UTC moments its
 * first college day starts and the next month's starts: a payment belongs to the month of the college's calendar.
 */
export function yearMonths(year: string): { month: string; from: Date; to: Date }[] {
  const first = Number(year.slice(0, 4));
  const months = Array.from({ length: 13 }, (_, i) => {
    const m = ((3 + i) % 12) + 1;
    const y = first + (3 + i >= 12 ? 1 : 0);
    return `${String(y)}-${String(m).padStart(2, '0')}`;
  });
  return months.slice(0, 12).map((month, i) => ({
    month,
    from: collegeDayStart(`${month}-01`),
    to: collegeDayStart(`${months[i + 1]!}-01`),
  }));
}

/** The year (April to March) a moment falls in, and the `count - 1` before it, newest first. */
export function recentYears(now: Date, count: number): string[] {
  const first = Number(academicYearOfDay(collegeDay(now)).slice(0, 4));
  return Array.from({ length: count }, (_, i) => `${String(first - i)}-${String(first - i + 1)}`);
}

/** A group of an admission: its seat type, else its admission type, else 'Not recorded'. */
export const quotaOf = (seatType: string | null, admissionType: string | null): string =>
  seatType?.trim() || admissionType?.trim() || NOT_RECORDED;

/** A share of a whole as a percentage to one decimal (0 of nothing is 0). */
export const shareOf = (part: number, whole: number): number =>
  whole <= 0 ? 0 : Math.round((part * 1000) / whole) / 10;

/**
 * Names branches by their short name (CSE), with the degree in front (M.Tech CSE) only when two degrees have a branch
 * of the same short name, so the charts' labels stay short on a phone.
 */
export function branchLabeller(branches: readonly { degree: string; shortName: string }[]) {
  const degreesOf = new Map<string, Set<string>>();
  for (const b of branches) degreesOf.set(b.shortName, (degreesOf.get(b.shortName) ?? new Set()).add(b.degree));
  return (b: { degree: string; shortName: string }): string =>
    (degreesOf.get(b.shortName)?.size ?? 0) > 1 ? `${b.degree} ${b.shortName}` : b.shortName;
}

/** Paise as a short rupee figure for a chart's axis, in the Indian way: ₹950, ₹45K, ₹12.5L, ₹1.2Cr. */
export function compactRupees(paise: number): string {
  const rupees = Math.abs(paise) / 100;
  const sign = paise < 0 ? '-' : '';
  const short = (n: number) => String(Math.round(n * 10) / 10);
  if (rupees >= 1e7) return `${sign}₹${short(rupees / 1e7)}Cr`;
  if (rupees >= 1e5) return `${sign}₹${short(rupees / 1e5)}L`;
  if (rupees >= 1e3) return `${sign}₹${short(rupees / 1e3)}K`;
  return `${sign}₹${String(Math.round(rupees))}`;
}

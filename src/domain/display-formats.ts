/**
 * Numbers as the screens show them (Indian English grouping); dates and times are written by
 * `calendar/date-text.ts`.
 *
 * `toLocaleString(locale, options)` builds a new Intl format on every call, and building one costs from a fraction
 * of a millisecond to tens of milliseconds (the first one a page makes) on a phone; a list of counters formatted
 * that way made a render task long enough to block input. So counts are written here by hand, and the rarer
 * numbers use an Intl format built once, on first use. Each gives the text `toLocaleString('en-IN')` gives
 * (tests/domain/display-formats.test.ts).
 */

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** A string of digits grouped the Indian way: '1234567' → '12,34,567' (the last three, then pairs). */
export function groupDigitsIndian(digits: string): string {
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return rest ? `${rest},${last3}` : last3;
}

/** Whole numbers grouped the Indian way (12,34,567); other numbers through Intl. */
const numberFormat = once(() => new Intl.NumberFormat('en-IN'));
const indianGrouping = (value: number) =>
  Number.isSafeInteger(value)
    ? `${value < 0 ? '-' : ''}${groupDigitsIndian(String(Math.abs(value)))}`
    : numberFormat().format(value);
/** 1234567 → '12,34,567'. */
export const countText = (value: number) => indianGrouping(value);

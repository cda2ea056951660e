/**
 * A regulation's conversion of CGPA to a percentage: (CGPA − offset) × factor. JNTUH R22 takes (CGPA − 0.5) × 10;
 * a regulation with no factor converts nothing.
 */
export interface PercentageConversion {
  offset: number;
  factor: number | null;
}

/** JNTUH R22's conversion, the default of every regulation until the college changes it. */
export const JNTUH_PERCENTAGE: PercentageConversion = { offset: 0.5, factor: 10 };

/** The percentage equivalent of a CGPA, rounded to two decimals and kept within 0–100; null without a conversion. */
export function percentageFromCgpa(cgpa: number, conversion: PercentageConversion | null): number | null {
  if (!conversion || conversion.factor === null) return null;
  const percent = Math.round((cgpa - conversion.offset) * conversion.factor * 100) / 100;
  return Math.min(100, Math.max(0, percent));
}

/** How the conversion reads on a screen or memo: '(CGPA - 0.5) × 10' (a hyphen: the PDF font has no minus sign). */
export function conversionText(conversion: PercentageConversion): string {
  const cgpa = conversion.offset === 0 ? 'CGPA' : `(CGPA - ${conversion.offset})`;
  return `${cgpa} × ${conversion.factor}`;
}

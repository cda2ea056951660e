/**
 * §9 academic-year helper: in months after March the year is "year-nextyear", otherwise
 * "previousyear-year" (an academic year runs April to March). Uses the UTC calendar month.
 */
export function academicYear(date: Date): string {
  const year = date.getUTCFullYear();
  const afterMarch = date.getUTCMonth() > 2;
  return afterMarch ? `${year}-${year + 1}` : `${year - 1}-${year}`;
}

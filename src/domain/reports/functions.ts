/** The Authority tile's Reports function (tile name → address). */
export const REPORTS_FUNCTIONS: Readonly<Record<string, string>> = {
  Reports: '/app/Authority/Reports',
};

/** The tiles' result functions: results by roll number, with the PDF (tile name → address). */
export const RESULTS_FUNCTIONS: Readonly<Record<string, string>> = {
  'Results by roll number': '/examresults',
  'Result PDF': '/examresults',
};

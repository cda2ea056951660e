/**
 * The results module's addresses: the published results by roll number, a result sheet and a student's own results.
 * Strings only; APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const RESULTS_PATHS = {
  examResults: '/examresults',
  result: '/results/$title',
  myResults: '/app/Student/My Results',
} as const;

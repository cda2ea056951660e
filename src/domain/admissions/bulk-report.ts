/** One reason a row of an uploaded sheet was not saved: the sheet's row number, the column's header, why. */
export interface RowIssue {
  row: number;
  column: string;
  reason: string;
}

export type { ImportProgress, ImportReport, ImportStatus } from './import-answers';

/** How many issues the upload's answer carries for the on-screen table; the error sheet has every one. */
export const ISSUES_IN_ANSWER = 500;

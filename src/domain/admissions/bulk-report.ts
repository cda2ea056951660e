import type { ImportProgress } from './import-answers';

/** One reason a row of an uploaded sheet was not saved: the sheet's row number, the column's header, why. */
export interface RowIssue {
  row: number;
  column: string;
  reason: string;
}

export type { ImportProgress, ImportStatus } from './import-answers';

/** The answer of an upload: its progress when done, the first issues for the table, the first rows already admitted. */
export interface ImportReport extends ImportProgress {
  issues: RowIssue[];
  /** True when there are more issues than `issues` holds (the error sheet has them all). */
  moreIssues: boolean;
  alreadyAdmitted: number[];
}

/** How many issues the upload's answer carries for the on-screen table; the error sheet has every one. */
export const ISSUES_IN_ANSWER = 500;

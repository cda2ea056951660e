/** One reason a row of an uploaded sheet was not saved: the sheet's row number, the column's header, why. */
export interface RowIssue {
  row: number;
  column: string;
  reason: string;
}

export type ImportStatus = 'checking' | 'done' | 'failed';

/**
 * An upload's progress and outcome (GET admissionImports/{importKey}, polled while the upload runs, and the
 * answer of masterDataExcelsUploads). `totalRows` is the sheet's own row count when it says so, else null.
 */
export interface ImportProgress {
  importKey: string;
  fileName: string;
  status: ImportStatus;
  totalRows: number | null;
  checkedRows: number;
  savedRows: number;
  alreadyAdmittedRows: number;
  invalidRows: number;
  message: string | null;
  startedAt: string;
  finishedAt: string | null;
}

/** The answer of an upload: its progress when done, the first issues for the table, the first rows already admitted. */
export interface ImportReport extends ImportProgress {
  issues: RowIssue[];
  /** True when there are more issues than `issues` holds (the error sheet has them all). */
  moreIssues: boolean;
  alreadyAdmitted: number[];
}

/** How many issues the upload's answer carries for the on-screen table; the error sheet has every one. */
export const ISSUES_IN_ANSWER = 500;

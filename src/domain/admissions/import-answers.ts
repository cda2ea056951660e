import * as v from 'valibot';

export const IMPORT_STATUSES = ['checking', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * An upload's progress and outcome (GET admissionImports/{importKey}, polled while the upload runs, and the
 * answer of masterDataExcelsUploads). `totalRows` is the sheet's own row count when it says so, else null.
 */
export const ImportProgressSchema = v.object({
  importKey: v.string(),
  fileName: v.string(),
  status: v.picklist(IMPORT_STATUSES),
  totalRows: v.nullable(v.number()),
  checkedRows: v.number(),
  savedRows: v.number(),
  alreadyAdmittedRows: v.number(),
  invalidRows: v.number(),
  message: v.nullable(v.string()),
  startedAt: v.string(),
  finishedAt: v.nullable(v.string()),
});
export type ImportProgress = v.InferOutput<typeof ImportProgressSchema>;

/** The answer of an upload (POST masterDataExcelsUploads): its progress when done, the first issues, the first rows already admitted. */
export const ImportReportSchema = v.object({
  ...ImportProgressSchema.entries,
  issues: v.array(v.object({ row: v.number(), column: v.string(), reason: v.string() })),
  /** True when there are more issues than `issues` holds (the error sheet has them all). */
  moreIssues: v.boolean(),
  alreadyAdmitted: v.array(v.number()),
});
export type ImportReport = v.InferOutput<typeof ImportReportSchema>;

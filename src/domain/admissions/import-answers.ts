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

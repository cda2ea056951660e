import * as v from 'valibot';

/**
 * GET /api/app/getOwnResults: a signed-in student's own roll number (from their record, else their user name when
 * it is a student's roll number) and the published exams they have results in, newest first. The result sheet
 * itself comes from the ordinary lookup, so a student never types their roll number.
 */
export const OwnResultsSchema = v.object({
  rollNo: v.string(),
  examTitles: v.array(v.string()),
});
export type OwnResults = v.InferOutput<typeof OwnResultsSchema>;

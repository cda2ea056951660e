import * as v from 'valibot';

const RollRowSchema = v.object({
  studentId: v.number(),
  adminNo: v.string(),
  fullName: v.string(),
  branch: v.string(),
  rollNumber: v.nullable(v.string()),
});
export type RollRow = v.InferOutput<typeof RollRowSchema>;

/**
 * The answer of studentRollNumbers/preview: each applicant with the number they would get, and the refusal the
 * assign would give when a branch has applicants past the pattern's last serial.
 */
export const RollPreviewSchema = v.object({ rows: v.array(RollRowSchema), refusal: v.optional(v.string()) });

/** The answer of studentRollNumbers: the numbers given and the words to show. */
export const RollsAssignedSchema = v.object({ rows: v.array(RollRowSchema), message: v.string() });

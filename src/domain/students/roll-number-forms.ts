import * as v from 'valibot';
import { STUDENT_MESSAGES as M } from './messages';
import { RollAssignSchema } from './student-schemas';

/**
 * Choosing whose applicants get roll numbers, as the screen holds it: the drop-downs' ids as text, the branch
 * empty for all. The ids are then checked by the schema the server uses.
 */
export const RollAssignFormSchema = v.pipe(
  v.object({ batchId: v.pipe(v.string(), v.nonEmpty(M.invalid)), branchId: v.string() }),
  v.transform((d): v.InferInput<typeof RollAssignSchema> => ({
    batchId: Number(d.batchId),
    branchId: d.branchId === '' ? null : Number(d.branchId),
  })),
  RollAssignSchema,
  v.transform((d) => ({ batchId: d.batchId, branchId: d.branchId ?? null })),
);
export type RollAssignFormOutput = v.InferOutput<typeof RollAssignFormSchema>;

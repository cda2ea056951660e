import * as v from 'valibot';
import { STUDENT_STATUSES } from './student-moves';

const who = { id: v.number(), rollNo: v.string(), fullName: v.string() };

/**
 * The answer of studentMoves/review: who would move, from where to where, and who is refused and why. `standing` is
 * what the confirm sends back, so the move is made only from the state the office saw.
 */
export const MoveReviewSchema = v.object({
  allowed: v.array(
    v.object({
      ...who,
      from: v.string(),
      to: v.string(),
      standing: v.object({ status: v.picklist(STUDENT_STATUSES), semester: v.number(), branchId: v.number() }),
    }),
  ),
  refused: v.array(v.object({ ...who, reason: v.string() })),
});
export type MoveReview = v.InferOutput<typeof MoveReviewSchema>;

/** The answer of studentMoves: the review as made, and the words to show. */
export const MovesDoneSchema = v.object({ ...MoveReviewSchema.entries, message: v.string() });

import * as v from 'valibot';
import { STUDENT_MESSAGES as M } from './messages';
import { MOVE_KINDS, MOVES_NEEDING_REASON, STUDENT_STATUSES } from './student-moves';
import { DEFAULT_ROLL_SETTINGS, parseRollPattern } from './roll-number-pattern';
import { BATCH_SCOPES } from '../academic/batch-scope';

const id = () => v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(1));
const optionalId = () => v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, M.invalid), v.transform(Number)));

/** GET students: the search (roll number or admission number prefix, or name prefix), filters and the page. */
export const DirectoryQuerySchema = v.object({
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(60, M.invalid), v.regex(/^[\p{L}\p{M}\u200c\u200d\d .'-]*$/u, M.invalid)),
    '',
  ),
  degreeId: optionalId(),
  batchId: optionalId(),
  branchId: optionalId(),
  sectionId: optionalId(),
  status: v.optional(v.picklist(STUDENT_STATUSES, M.invalid)),
  /** Students of the batches on roll unless 'all' (`domain/academic/batch-scope.ts`). */
  batches: v.optional(v.picklist(BATCH_SCOPES, M.invalid), 'current'),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, M.invalid), v.transform(Number), v.minValue(1)), '1'),
  pageSize: v.optional(v.pipe(v.string(), v.picklist(['10', '25', '50', '100'], M.invalid), v.transform(Number)), '25'),
});
export type DirectoryQuery = v.InferOutput<typeof DirectoryQuerySchema>;

export const StudentParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, M.invalid), v.transform(Number)),
});

const code = (max: number) =>
  v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]*$/, M.invalid), v.maxLength(max, M.invalid));

/** PUT studentRollPattern: the pattern text and the codes its tokens stand for. */
export const RollPatternSchema = v.object({
  pattern: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(80, M.badPattern),
    v.check((p) => parseRollPattern(p) !== null, M.badPattern),
  ),
  collegeCode: v.optional(code(8), DEFAULT_ROLL_SETTINGS.collegeCode),
  regularEntry: v.optional(code(2), DEFAULT_ROLL_SETTINGS.regularEntry),
  lateralEntry: v.optional(code(2), DEFAULT_ROLL_SETTINGS.lateralEntry),
});

/** POST studentRollNumbers/preview and /assign: the batch (and optionally one branch) whose applicants get numbers. */
export const RollAssignSchema = v.object({
  batchId: id(),
  branchId: v.optional(v.nullable(id())),
});
export type RollAssignRequest = v.InferOutput<typeof RollAssignSchema>;

const studentIds = () =>
  v.pipe(
    v.array(id(), M.invalid),
    v.minLength(1, M.invalid),
    v.maxLength(1000, M.invalid),
    v.transform((ids) => [...new Set(ids)]),
  );

/** POST studentSections: put the chosen students in one section (its capacity is checked on the server). */
export const SectionAssignSchema = v.object({ sectionId: id(), studentIds: studentIds() });

const moveEntries = {
  kind: v.picklist(MOVE_KINDS, M.invalid),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, M.invalid)), ''),
  toBranchId: v.optional(v.nullable(id())),
  by: v.optional(v.picklist(['semester', 'year'], M.invalid), 'semester'),
};
const reasonGiven = (r: { kind: (typeof MOVE_KINDS)[number]; reason: string }) =>
  !MOVES_NEEDING_REASON.includes(r.kind) || r.reason.length > 0;

/** POST studentMoves/review: one year-end move for the chosen students, reviewed without changing anything. */
export const MoveRequestSchema = v.pipe(
  v.object({ ...moveEntries, studentIds: studentIds() }),
  v.check((r) => reasonGiven(r), M.reasonNeeded),
);
export type MoveRequest = v.InferOutput<typeof MoveRequestSchema>;

/** Where a student stood when the office reviewed the move: the confirm moves them only from there. */
export const ReviewedStandingSchema = v.object(
  {
    id: id(),
    status: v.picklist(STUDENT_STATUSES, M.invalid),
    semester: v.pipe(v.number(M.invalid), v.integer(M.invalid), v.minValue(1, M.invalid), v.maxValue(20, M.invalid)),
    branchId: id(),
  },
  M.invalid,
);
export type ReviewedStanding = v.InferOutput<typeof ReviewedStandingSchema>;

/**
 * POST studentMoves: the reviewed move, naming each student with the standing the review showed. A student no
 * longer there has already moved (a second click, another office): the whole confirm is refused.
 */
export const MoveConfirmSchema = v.pipe(
  v.object(
    {
      ...moveEntries,
      students: v.pipe(
        v.array(ReviewedStandingSchema, M.invalid),
        v.minLength(1, M.invalid),
        v.maxLength(1000, M.invalid),
        v.check((list) => new Set(list.map((s) => s.id)).size === list.length, M.invalid),
      ),
    },
    M.invalid,
  ),
  v.check((r) => reasonGiven(r), M.reasonNeeded),
  v.transform((r) => ({ ...r, studentIds: r.students.map((s) => s.id) })),
);
export type MoveConfirm = v.InferOutput<typeof MoveConfirmSchema>;

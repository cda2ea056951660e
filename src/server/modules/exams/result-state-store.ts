import { eq } from 'drizzle-orm';
import type { GradeBand } from '../../../domain/academic/grading-scheme';
import type { PassRules } from '../../../domain/exams/processing';
import type { Database } from '../../db/client';
import { examResultLog, examResultStates, exams, regulations } from '../../db/schema';

export interface Actor {
  id: number;
  name: string;
}

/** The exam's row of `exam_result_states` (its stage, who asked and when), null before the first processing. */
export async function resultState(db: Database, examId: number) {
  const [row] = await db.select().from(examResultStates).where(eq(examResultStates.examId, examId));
  return row ?? null;
}

/** Adds a line to the exam's results log. */
export async function logResultAction(
  db: Database,
  examId: number,
  action: (typeof examResultLog.$inferInsert)['action'],
  actor: Actor,
  reason: string | null,
  detail: Record<string, unknown> | null = null,
) {
  await db.insert(examResultLog).values({ examId, action, userId: actor.id, userName: actor.name, reason, detail });
}

/** The scheme and pass rules of the exam's regulation as they are now. */
export async function currentRules(db: Database, examId: number): Promise<PassRules> {
  const [rule] = await db
    .select({
      scheme: regulations.gradingScheme,
      minExternalPercent: regulations.minExternalPercent,
      minTotalPercent: regulations.minTotalPercent,
      byKind: regulations.passRules,
    })
    .from(exams)
    .innerJoin(regulations, eq(regulations.id, exams.regulationId))
    .where(eq(exams.id, examId));
  return {
    scheme: rule!.scheme as GradeBand[],
    minExternalPercent: rule!.minExternalPercent,
    minTotalPercent: rule!.minTotalPercent,
    byKind: rule!.byKind,
  };
}

/** The SQL of an exam's results stage and its log. */
export function resultStateStore(db: Database) {
  return {
    state: (examId: number) => resultState(db, examId),

    log: (
      examId: number,
      action: (typeof examResultLog.$inferInsert)['action'],
      actor: Actor,
      reason: string | null,
      detail: Record<string, unknown> | null = null,
    ) => logResultAction(db, examId, action, actor, reason, detail),

    async setStage(examId: number, set: Partial<typeof examResultStates.$inferInsert>) {
      await db.update(examResultStates).set(set).where(eq(examResultStates.examId, examId));
    },
  };
}

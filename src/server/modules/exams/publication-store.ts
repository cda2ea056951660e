import { and, asc, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import {
  publicationSummary,
  type PublicationSummary,
  type WaitingPublication,
} from '../../../domain/exams/publication';
import type { Database } from '../../db/client';
import { examProcessedResults, examProcessedStudents, examResultStates, exams } from '../../db/schema';

/**
 * What a publication would put out (the Publication tab's summary) and which exams' results wait for someone (the
 * principal's and the exam cell's dashboards), from the processed results.
 */
export function publicationStore(db: Database) {
  async function summaries(examIds: readonly number[]): Promise<Map<number, PublicationSummary>> {
    if (examIds.length === 0) return new Map();
    const standings = await db
      .select({
        examId: examProcessedStudents.examId,
        passed: sql<number>`count(*) filter (where ${examProcessedStudents.missing} = 0 and ${examProcessedStudents.standing} = 'pass')::int`,
        failed: sql<number>`count(*) filter (where ${examProcessedStudents.missing} = 0 and ${examProcessedStudents.standing} = 'fail')::int`,
        absent: sql<number>`count(*) filter (where ${examProcessedStudents.missing} = 0 and ${examProcessedStudents.standing} = 'absent')::int`,
        withMissing: sql<number>`count(*) filter (where ${examProcessedStudents.missing} > 0)::int`,
        registered: sql<number>`count(*)::int`,
      })
      .from(examProcessedStudents)
      .where(inArray(examProcessedStudents.examId, [...examIds]))
      .groupBy(examProcessedStudents.examId);
    const sheets = await db
      .select({ examId: examProcessedResults.examId, n: countDistinct(examProcessedResults.studentId) })
      .from(examProcessedResults)
      .where(inArray(examProcessedResults.examId, [...examIds]))
      .groupBy(examProcessedResults.examId);
    const students = new Map(sheets.map((s) => [s.examId, Number(s.n)]));
    return new Map(
      examIds.map((id) => {
        const s = standings.find((r) => r.examId === id);
        const counts = {
          registered: Number(s?.registered ?? 0),
          processed: Number(s?.registered ?? 0) - Number(s?.withMissing ?? 0),
          passed: Number(s?.passed ?? 0),
          failed: Number(s?.failed ?? 0),
          absent: Number(s?.absent ?? 0),
          withMissing: Number(s?.withMissing ?? 0),
          distribution: [],
        };
        return [id, publicationSummary(counts, students.get(id) ?? 0)];
      }),
    );
  }

  return {
    /** The summary of one exam's processed results. */
    async summaryOf(examId: number): Promise<PublicationSummary> {
      return (await summaries([examId])).get(examId)!;
    },

    /** Exams processed but not yet requested, or requested and awaiting the principal, oldest first. */
    async waiting(): Promise<WaitingPublication[]> {
      const rows = await db
        .select({
          examId: exams.id,
          title: exams.title,
          stage: examResultStates.stage,
          processedAt: examResultStates.processedAt,
          requestedAt: examResultStates.requestedAt,
        })
        .from(examResultStates)
        .innerJoin(exams, eq(exams.id, examResultStates.examId))
        .where(and(inArray(examResultStates.stage, ['processed', 'awaiting'])))
        .orderBy(asc(examResultStates.processedAt), asc(exams.id));
      const summary = await summaries(rows.map((r) => r.examId));
      return rows.map((r) => ({
        examId: r.examId,
        title: r.title,
        stage: r.stage as WaitingPublication['stage'],
        processedAt: r.processedAt?.toISOString() ?? null,
        requestedAt: r.requestedAt?.toISOString() ?? null,
        summary: summary.get(r.examId)!,
      }));
    },
  };
}

export type PublicationStore = ReturnType<typeof publicationStore>;

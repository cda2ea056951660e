import type { Context } from 'hono';
import type * as v from 'valibot';
import { ExamIdSchema } from '../../../domain/exams/exam';
import { EXAM_MESSAGES as M } from '../../../domain/exams/messages';
import type { AppEnv } from '../../auth/session-user';
import { recordRequestSchema } from '../../http/request-schemas';
import type { ExamStore } from './exam-store';
import type { ResultStore } from './result-store';
import { answerRefusal, readBody, Refused } from './route-refusals';

/** A request whose `:id` parameter `validate('param', ExamIdSchema)` has checked. */
type ExamIdInput = {
  in: { param: v.InferInput<typeof ExamIdSchema> };
  out: { param: v.InferOutput<typeof ExamIdSchema> };
};
export type ExamContext = Context<AppEnv, string, ExamIdInput>;

/** What a step taken in the exam's turn sees: the exam, the body read by its schema and the results' state now. */
export interface ExamTurn<I> {
  c: ExamContext;
  exam: NonNullable<Awaited<ReturnType<ExamStore['find']>>>;
  input: I;
  state: Awaited<ReturnType<ResultStore['state']>>;
  /** A refusal to throw inside the turn, so its writes roll back: 409 unless told. */
  refuse: (message: string, status?: 404 | 409) => Refused;
}

/**
 * The opening every processing and publication route shares: the exam or 404, the body read by `schema` (none
 * read when null) or 400, then `step` in the exam's turn with the results' state read there; a `Refused` thrown by
 * the step answers with its response. The body's schema is recorded for the API description, as `validate()` does.
 */
export function examTurns(exams: ExamStore, results: ResultStore) {
  return function withExamInTurn<S extends v.GenericSchema>(
    schema: S | null,
    step: (turn: ExamTurn<v.InferOutput<S>>) => Promise<Response>,
  ) {
    const handler = async (c: ExamContext): Promise<Response> => {
      const exam = await exams.find(c.req.valid('param').id);
      if (!exam) return c.json({ message: M.examNotFound }, 404);
      let input = undefined as v.InferOutput<S>;
      if (schema) {
        const body = await readBody(c, schema);
        if (!body.ok) return body.response;
        input = body.value;
      }
      const refuse = (message: string, status: 404 | 409 = 409) => new Refused(c.json({ message }, status));
      return results
        .inTurn(exam.id, async () => step({ c, exam, input, state: await results.state(exam.id), refuse }))
        .catch(answerRefusal);
    };
    // It reads its body with `schema` (the exam's 404 first), so the API description tells that as the request body.
    return schema ? recordRequestSchema(handler, { target: 'json', schema }) : handler;
  };
}

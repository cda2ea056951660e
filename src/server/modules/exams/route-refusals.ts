import type { Context } from 'hono';
import * as v from 'valibot';
import { examIssueMessage } from '../../../domain/exams/exam';
import type { AppEnv } from '../../auth/session-user';
import { parseJsonBody } from '../../http/json-body';
import { validate } from '../../http/validate';

/** The request's JSON body checked against `schema`, or the 400 answer naming its first issue. */
export async function readBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S) {
  const parsed = parseJsonBody(schema, await c.req.json().catch(() => undefined));
  return parsed.success
    ? { ok: true as const, value: parsed.output as v.InferOutput<S> }
    : { ok: false as const, response: c.json({ message: examIssueMessage(parsed.issues[0]) }, 400) };
}

/** The middleware checking an exam call's JSON body with `schema`: a problem answers 400 in the exams' words. */
export const examBody = <S extends v.GenericSchema>(schema: S) =>
  validate('json', schema, (issue) => ({ message: examIssueMessage(issue) }));

/** A refusal found inside the exam's turn: thrown so the transaction rolls back what was written. */
export class Refused extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

/** The answer a `Refused` carries; any other error goes on up. */
export const answerRefusal = (err: unknown) => {
  if (err instanceof Refused) return err.response;
  throw err;
};

/** Whether a write broke a unique index (PostgreSQL's 23505), on the error or the cause the driver wrapped. */
export const isUniqueViolation = (err: unknown): boolean =>
  [err, (err as { cause?: unknown })?.cause].map((e) => (e as { code?: unknown })?.code).includes('23505');

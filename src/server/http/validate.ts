import { vValidator } from '@hono/valibot-validator';
import type { BaseIssue, GenericSchema } from 'valibot';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { jsonBodyRefusal } from './json-body';
import { recordRequestSchema } from './request-schemas';

/** The body of the 400 answer to a request that fails its schema, from the first issue. */
export type RefusalAnswer = (issue: BaseIssue<unknown> | undefined) => Record<string, string>;

/** The issue's own words. */
const issueWords: RefusalAnswer = (issue) => ({ message: issue?.message ?? 'Invalid request' });

/**
 * Validates one part of the request with a domain schema; the first issue answers a 400, in its own words or in
 * those `refusal` makes of it (a module's "fill in all the fields"). A JSON body must come as JSON, and as an object
 * where the schema wants one (see `jsonBodyRefusal`). The middleware records its target and schema, which the API
 * description reads (request-schemas.ts).
 */
export const validate = <T extends keyof ValidationTargets, S extends GenericSchema>(
  target: T,
  schema: S,
  refusal: RefusalAnswer = issueWords,
) => {
  const check = vValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(refusal(result.issues[0]), 400);
  });
  if (target !== 'json') return recordRequestSchema(check, { target, schema });
  const checkJson: MiddlewareHandler = async (c, next) => {
    const refused = await jsonBodyRefusal(c, schema);
    if (refused?.status === 400) return c.json(refusal(refused.issue), 400);
    if (refused) return c.json({ message: refused.message }, refused.status);
    return check(c as Parameters<typeof check>[0], next);
  };
  recordRequestSchema(checkJson, { target, schema });
  return checkJson as unknown as typeof check;
};

import { vValidator } from '@hono/valibot-validator';
import type { GenericSchema } from 'valibot';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { jsonBodyRefusal } from './json-body';
import { recordRequestSchema } from './request-schemas';

/**
 * Validates one part of the request with a domain schema; the first issue's words answer a 400. A JSON body must
 * come as JSON, and as an object where the schema wants one (see `jsonBodyRefusal`). The middleware records its
 * target and schema, which the API description reads (request-schemas.ts).
 */
export const validate = <T extends keyof ValidationTargets, S extends GenericSchema>(target: T, schema: S) => {
  const check = vValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ message: result.issues[0]?.message ?? 'Invalid request' }, 400);
  });
  if (target !== 'json') return recordRequestSchema(check, { target, schema });
  const checkJson: MiddlewareHandler = async (c, next) => {
    const refusal = await jsonBodyRefusal(c, schema);
    if (refusal) return c.json({ message: refusal.message }, refusal.status);
    return check(c as Parameters<typeof check>[0], next);
  };
  recordRequestSchema(checkJson, { target, schema });
  return checkJson as unknown as typeof check;
};

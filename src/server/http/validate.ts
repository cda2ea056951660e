import { vValidator } from '@hono/valibot-validator';
import type { GenericSchema } from 'valibot';
import type { ValidationTargets } from 'hono';

/** Validates one part of the request with a domain schema; the first issue's words answer a 400. */
export const validate = <T extends keyof ValidationTargets, S extends GenericSchema>(target: T, schema: S) =>
  vValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ message: result.issues[0]?.message ?? 'Invalid request' }, 400);
  });

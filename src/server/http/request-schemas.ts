import type { ValidationTargets } from 'hono';
import type { GenericSchema } from 'valibot';

/** What one validating middleware checks: a part of the request and the domain schema it parses it with. */
export type RequestSchema =
  | { target: keyof ValidationTargets; schema: GenericSchema }
  | {
      target: 'multipart';
      /** The form field holding the JSON part, and its schema. */
      json?: { field: string; schema: GenericSchema };
      /** The file inputs: their field names and how many files each takes. */
      files: ReadonlyArray<{ name: string; maxFiles: number; required: boolean }>;
    };

/**
 * The schemas recorded on the middleware `validate()` and `multipart()` return (and on a handler that reads its body
 * with a schema itself, such as the exams' steps in turn), so the API description (src/server/modules/docs) can find
 * a route's request schemas among its handlers. A WeakMap keeps the middleware itself untouched.
 */
const recorded = new WeakMap<object, RequestSchema>();

/** Records what `middleware` validates and gives it back. */
export function recordRequestSchema<M extends object>(middleware: M, described: RequestSchema): M {
  recorded.set(middleware, described);
  return middleware;
}

/** Hono's name for the handler inside a wrapper it makes when a sub-app has its own error handler. */
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

/** What a route's handler validates, if it is a middleware `validate()` or `multipart()` made. */
export function requestSchemaOf(handler: unknown): RequestSchema | undefined {
  if (typeof handler !== 'function') return undefined;
  const found = recorded.get(handler);
  if (found) return found;
  return COMPOSED_HANDLER in handler ? requestSchemaOf(handler[COMPOSED_HANDLER]) : undefined;
}

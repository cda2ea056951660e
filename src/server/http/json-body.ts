import type { Context } from 'hono';
import * as v from 'valibot';
import { REQUEST_MESSAGES } from '../../domain/messages/request-messages';

const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;
const WRAPPERS = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable']);
const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest', 'record', 'variant']);

type SchemaShape = { type: string; wrapped?: SchemaShape; options?: readonly SchemaShape[] };

/**
 * Whether a schema wants a JSON object at its top. valibot's object (and record) schemas take an array as an object
 * with no keys, so `[]` would pass as "no filter"; a body for one of them must be a plain object.
 */
export function expectsObject(schema: v.GenericSchema): boolean {
  const shape = schema as unknown as SchemaShape;
  if (WRAPPERS.has(shape.type) && shape.wrapped) return expectsObject(shape.wrapped as unknown as v.GenericSchema);
  if (OBJECTS.has(shape.type)) return true;
  const options = (shape.options ?? []) as unknown as v.GenericSchema[];
  if (shape.type === 'union') return options.length > 0 && options.every(expectsObject);
  if (shape.type === 'intersect') return options.some(expectsObject);
  return false;
}

const NOT_AN_OBJECT = v.pipe(
  v.unknown(),
  v.check(() => false, REQUEST_MESSAGES.objectExpected),
);

/** `v.safeParse` for a request's JSON body: an array where the schema wants an object fails with objectExpected. */
export function parseJsonBody<S extends v.GenericSchema>(schema: S, body: unknown): v.SafeParseResult<S> {
  if (Array.isArray(body) && expectsObject(schema))
    return v.safeParse(NOT_AN_OBJECT, body) as unknown as v.SafeParseResult<S>;
  return v.safeParse(schema, body);
}

/**
 * What refuses a body before a JSON route's schema reads it: a body sent as another type (415), which Hono's
 * validator would read as `{}`, and an array where an object is wanted (400, with the issue a route may word in
 * its own terms). Null: the body may be validated.
 */
export async function jsonBodyRefusal(
  c: Context,
  schema: v.GenericSchema,
): Promise<{ status: 415; message: string } | { status: 400; message: string; issue: v.BaseIssue<unknown> } | null> {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim();
  if (!JSON_MEDIA.test(mediaType)) {
    const text = c.req.raw.body ? await c.req.text() : '';
    return text.trim() === '' ? null : { status: 415, message: REQUEST_MESSAGES.jsonExpected };
  }
  const body: unknown = await c.req.json().catch(() => undefined);
  if (!Array.isArray(body) || !expectsObject(schema)) return null;
  const [issue] = v.safeParse(NOT_AN_OBJECT, body).issues ?? [];
  return { status: 400, message: REQUEST_MESSAGES.objectExpected, issue: issue! };
}

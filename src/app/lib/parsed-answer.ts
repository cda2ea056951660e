import * as v from 'valibot';

/**
 * An answer parsed with its schema, the schema's module imported beside the request (`import()` in `schema`), so a
 * screen or route that is in a page's first download does not carry the schemas of the answers it reads later
 * (docs/performance.md).
 */
export async function parsedAnswer<TSchema extends v.GenericSchema>(
  schema: Promise<TSchema>,
  answer: Promise<unknown>,
): Promise<v.InferOutput<TSchema>> {
  const [parse, body] = await Promise.all([schema, answer]);
  return v.parse(parse, body);
}

import * as v from 'valibot';

/**
 * Parses a server answer with a schema loaded beside it. For the queries the route tree imports (their loaders fill
 * pages rendered on the server), whose modules are in every page's first load: a schema imported with `import()`
 * joins the answer's wait instead of the entry. `schema` is the dynamic import of the schema's module and the pick.
 */
export async function parseWhenLoaded<S extends v.GenericSchema>(
  schema: Promise<S>,
  answer: Promise<unknown>,
): Promise<v.InferOutput<S>> {
  const [loaded, body] = await Promise.all([schema, answer]);
  return v.parse(loaded, body);
}

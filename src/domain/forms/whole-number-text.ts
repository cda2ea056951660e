import * as v from 'valibot';

/**
 * A whole number as a form holds it (a drop-down's chosen id, a number box's text), then checked by `schema`, the
 * server's own field rule: '' is "not given" (so the schema answers with its fill-all or default), anything else
 * not digits is malformed (NaN, so the schema answers with its own invalid words).
 */
export const wholeNumberText = <S extends v.GenericSchema<number | undefined, number>>(schema: S) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : /^\d+$/.test(s) ? Number(s) : Number.NaN)),
    schema,
  );

import * as v from 'valibot';

/** A form's schema: a valibot object schema, possibly piped with forwarded cross-field checks. */
export type FormSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>> & {
  readonly entries?: Readonly<Record<string, v.GenericSchema>>;
};

/** A field holds any text until the schema checks it: a select of allowed values starts empty. */
type Held<T> = [T] extends [string] ? string : [T] extends [readonly string[]] ? string[] : T;

/** What the fields hold: the schema's input with every key present (optional text fields hold ''). */
export type FormValues<S extends FormSchema> = {
  [K in keyof v.InferInput<S>]-?: Held<Exclude<v.InferInput<S>[K], undefined>>;
};

export interface SchemaCheck {
  /** The schema's output (trimmed, defaults filled in) when every rule holds, else undefined. */
  output: unknown;
  /** The first message of each field, by top-level field name, in the schema's order. */
  byField: Readonly<Record<string, string>>;
  /** The first issue that names no field (a check left unforwarded), if any. */
  formMessage: string | null;
}

/** Validates every value with the domain schema and keeps the first message of each field. */
export function checkWithSchema(schema: FormSchema, values: Record<string, unknown>): SchemaCheck {
  const parsed = v.safeParse(schema, values);
  const byField: Record<string, string> = {};
  let formMessage: string | null = null;
  for (const issue of parsed.issues ?? []) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string') byField[key] ??= issue.message;
    else formMessage ??= issue.message;
  }
  return { output: parsed.success ? parsed.output : undefined, byField, formMessage };
}

/** The empty value of a field of this kind: what a user who filled nothing in would send. */
function emptyLike(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (typeof value === 'boolean') return false;
  if (Array.isArray(value)) return [];
  return undefined;
}

/**
 * The fields the schema always requires: those whose own schema refuses the empty value. Fields that a
 * cross-field check requires only sometimes (affiliated to, department) are marked by the screen.
 */
export function requiredFields(schema: FormSchema, initial: Record<string, unknown>): ReadonlySet<string> {
  const entries = schema.entries ?? {};
  return new Set(Object.keys(entries).filter((key) => !v.safeParse(entries[key]!, emptyLike(initial[key])).success));
}

/** True when the user has entered nothing in a field (the §5 first form shows no toast then). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * §5 first admission form: the message to toast after a field changed, or null when the field is valid,
 * empty, or still shows the message already toasted.
 */
export function liveToastMessage(
  message: string | undefined,
  lastToasted: string | undefined,
  value: unknown,
): string | null {
  return message && message !== lastToasted && !isEmptyValue(value) ? message : null;
}

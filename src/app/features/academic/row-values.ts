import type { FieldSpec, ListOption } from '../../../domain/academic/list-descriptor';
import { bandsOfText, bandsText, isBandsField } from '../../../domain/academic/band-fields';

/** A form holds every field as text; the payload turns it into what the list's schema takes. */
export type FormValues = Record<string, string>;

export function emptyValues(fields: readonly FieldSpec[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, isBandsField(f) ? bandsText(f.kind, null) : '']));
}

export function valuesOfRow(fields: readonly FieldSpec[], row: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    fields.map((f) => {
      const value = row[f.name];
      if (isBandsField(f)) return [f.name, bandsText(f.kind, value)];
      if (f.kind === 'yesno') return [f.name, value === true ? 'yes' : value === false ? 'no' : ''];
      return [f.name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/** A number as typed: whole, or with decimals (the list's schema says whether it takes them). */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The row the form sends: numbers and ids as numbers (a blank optional one as null; 1.5 as a number, which the
 * list's schema refuses where it wants a whole one), a grading scheme, the classes or the pass rules as their bands.
 * Text that is not a number stays text, so the list's schema answers it with the invalid-data words.
 */
export function payloadOf(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const numeric = (f: FieldSpec) => f.kind === 'number' || (f.kind === 'reference' && !f.valueField);
  return Object.fromEntries(
    fields.map((f) => {
      const text = (values[f.name] ?? '').trim();
      if (isBandsField(f)) return [f.name, bandsOfText(f.kind, text)];
      if (f.kind === 'yesno') return [f.name, text === 'yes' ? true : text === 'no' ? false : undefined];
      if (f.kind === 'date' && text === '' && f.optional) return [f.name, null];
      if (numeric(f))
        return [f.name, text === '' ? (f.optional ? null : undefined) : NUMBER.test(text) ? Number(text) : text];
      return [f.name, text];
    }),
  );
}

/** The words of a yes/no field, on the form, in the table and in the filters. */
export const YES_NO: readonly ListOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** A drop-down's entries: a choice's options, Yes and No, or the referenced list's rows. */
export function choicesOf(field: FieldSpec, referenced: readonly ListOption[] | undefined): readonly ListOption[] {
  if (field.kind === 'choice') return field.options.map((o) => ({ value: o, label: field.labels?.[o] ?? o }));
  if (field.kind === 'yesno') return YES_NO;
  return referenced ?? [];
}

/**
 * A cell's text for a value that is not a reference: Yes or No for a yes/no, a choice's label where it has one, else
 * the value as it is.
 */
export function cellText(value: unknown, field?: FieldSpec): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (field?.kind === 'choice' && typeof value === 'string') return field.labels?.[value] ?? value;
  return String(value);
}

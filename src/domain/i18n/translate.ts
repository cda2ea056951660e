/**
 * A message in the reader's language: its English text (the id) with `{name}` variables filled in. What a PDF builder
 * or a label table takes to print its words in the language of whoever asked (docs/translations.md).
 */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The English words themselves, variables filled in: what a PDF prints when no language is given. */
export const english: Translate = (id, values) =>
  values ? id.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : id;

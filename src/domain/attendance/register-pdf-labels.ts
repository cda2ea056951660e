/**
 * The monthly attendance register PDF's printed words. Each is its English text and the id of its Telugu and Hindi
 * (the attendance catalogue): the builder prints `translate(label)`, in the language of the page that asks for it.
 */
export const REGISTER_PDF_LABELS = {
  title: /*i18n*/ 'ATTENDANCE REGISTER',
  rollNo: /*i18n*/ 'Roll No',
  name: /*i18n*/ 'Name',
  total: /*i18n*/ 'Total',
} as const;

/** A message in the reader's language: its English text (the id) with `{name}` variables filled in. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The English words themselves, variables filled in: what the register prints when no language is given. */
export const english: Translate = (id, values) =>
  values ? id.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : id;

/** The register's words in the reader's language, for the shaper to load their script's font. */
export const registerPdfWords = (translate: Translate): string[] =>
  Object.values(REGISTER_PDF_LABELS).map((word) => translate(word));

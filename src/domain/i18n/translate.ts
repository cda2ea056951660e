import type { Locale } from './locales';

/**
 * A message in the reader's language: its English text (the id) with `{name}` variables filled in. What a PDF builder
 * or a label table takes to print its words in the language of whoever asked (docs/translations.md). Its `locale`,
 * when given, is that language, so the dates a PDF prints beside its words follow it ('1 నవంబర్ 2026'); without it
 * they keep the English form.
 */
export type Translate = ((id: string, values?: Record<string, string | number>) => string) & {
  readonly locale?: Locale;
};

/** The English words themselves, variables filled in: what a PDF prints when no language is given. */
export const english: Translate = (id, values) =>
  values ? id.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : id;

/** `translate` marked with the language it speaks, for the dates printed beside its words. */
export const speaking = (
  locale: Locale,
  translate: (id: string, values?: Record<string, string | number>) => string,
): Translate => Object.assign(translate, { locale });

/** The language a translate speaks: its `locale`, else English. */
export const localeOf = (translate: Translate): Locale => translate.locale ?? 'en';

import * as v from 'valibot';

/**
 * The languages of the interface: English (the words of the specification, as they always were), Telugu and Hindi.
 * A device keeps its choice in the `lang` cookie (read by the server when it renders a page) and, when signed in, the
 * account keeps it too; a first visit follows the browser's languages.
 */
export const LOCALES = ['en', 'te', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LocaleSchema = v.picklist(LOCALES, 'Choose English, Telugu or Hindi.');

/** Each language named in its own script, as a language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', te: 'తెలుగు', hi: 'हिन्दी' };

/** The cookie that carries a device's choice to the server's renderer. */
export const LOCALE_COOKIE = 'lang';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The first supported language of an Accept-Language header (or `navigator.languages`), by quality then order:
 * 'te-IN,te;q=0.9,en;q=0.8' → 'te'. English when none is supported.
 */
export function localeFromAcceptLanguage(header: string | readonly string[] | null | undefined): Locale {
  const ranges = (typeof header === 'string' ? header.split(',') : (header ?? []))
    .map((range, index) => {
      const [tag = '', ...params] = range.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranges.map((range) => range.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** The chosen language of a request's cookie, when it names one. */
export function localeFromCookie(value: string | undefined): Locale | null {
  return isLocale(value) ? value : null;
}

/** What the account keeps: PUT /api/language. */
export const LanguageChoiceSchema = v.object({ language: LocaleSchema });
export type LanguageChoice = v.InferOutput<typeof LanguageChoiceSchema>;

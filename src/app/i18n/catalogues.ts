import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '../../domain/i18n/locales';

/**
 * The compiled message catalogues (`src/domain/<module>/locales/<locale>.ts`, written by `npm run i18n:compile`), each a
 * chunk of its own: a page loads only its modules' words, in its one language (docs/translations.md).
 */
const COMPILED = import.meta.glob<{ messages: Messages }>('../../domain/*/locales/*.ts');

/** A catalogue's name: `common` (the words every page shares) or a module's folder name. */
export type CatalogueName = string;

const keyOf = (name: CatalogueName, locale: Locale) =>
  `../../domain/${name === 'common' ? 'i18n' : name}/locales/${locale}.ts`;

/** Whether a module has words of its own (a catalogue), in any language. */
export const hasCatalogue = (name: CatalogueName) => keyOf(name, 'en') in COMPILED;

/** Adds a catalogue's messages in `locale` to `i18n` (a module without a catalogue adds nothing). */
export async function loadCatalogue(i18n: I18n, name: CatalogueName, locale: Locale): Promise<void> {
  const load = COMPILED[keyOf(name, locale)];
  if (!load) return;
  const { messages } = await load();
  i18n.load(locale, messages);
}

/** Every catalogue in `locale`: the server's renderer keeps each language whole. */
export async function loadEveryCatalogue(i18n: I18n, locale: Locale): Promise<void> {
  const ending = `/locales/${locale}.ts`;
  const loads = Object.entries(COMPILED).filter(([key]) => key.endsWith(ending));
  for (const { messages } of await Promise.all(loads.map(([, load]) => load()))) i18n.load(locale, messages);
}

import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '../../domain/i18n/locales';

/**
 * The compiled message catalogues (`src/domain/<module>/locales/<locale>.ts`, written by `npm run i18n:compile`), each a
 * chunk of its own: a page loads only its modules' words, in its one language (docs/translations.md). Which chunk
 * holds which catalogue is itself a small chunk per language (catalogue-maps/), so that a new module's catalogue adds
 * nothing to every page's first load.
 */
type CatalogueMap = Record<string, () => Promise<{ messages: Messages }>>;
const MAPS: Record<Locale, () => Promise<{ COMPILED: CatalogueMap }>> = {
  en: () => import('./catalogue-maps/en'),
  te: () => import('./catalogue-maps/te'),
  hi: () => import('./catalogue-maps/hi'),
};

/** A catalogue's name: `common` (the words every page shares) or a module's folder name. */
export type CatalogueName = string;

const keyOf = (name: CatalogueName, locale: Locale) =>
  `../../../domain/${name === 'common' ? 'i18n' : name}/locales/${locale}.ts`;

/** Adds a catalogue's messages in `locale` to `i18n` (a module without a catalogue adds nothing). */
export async function loadCatalogue(i18n: I18n, name: CatalogueName, locale: Locale): Promise<void> {
  const load = (await MAPS[locale]()).COMPILED[keyOf(name, locale)];
  if (!load) return;
  const { messages } = await load();
  i18n.load(locale, messages);
}

/** Every catalogue in `locale`: the server's renderer keeps each language whole. */
export async function loadEveryCatalogue(i18n: I18n, locale: Locale): Promise<void> {
  const loads = Object.values((await MAPS[locale]()).COMPILED);
  for (const { messages } of await Promise.all(loads.map((load) => load()))) i18n.load(locale, messages);
}

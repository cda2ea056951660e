import { setupI18n, type I18n } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  isLocale,
  localeFromAcceptLanguage,
  localeFromCookie,
  type Locale,
} from '../../domain/i18n/locales';
import { serverRenderRequest } from '../lib/session';
import { loadCatalogue, loadEveryCatalogue, type CatalogueName } from './catalogues';

/**
 * The interface's language on this device: the one chosen (the `lang` cookie, which the server's renderer reads
 * too), else the one the server rendered the page in (`<html lang>`, from the browser's Accept-Language), else the
 * browser's languages.
 */
export function deviceLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  const cookie = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  const page = document.documentElement.lang;
  return localeFromCookie(cookie) ?? (isLocale(page) ? page : localeFromAcceptLanguage(navigator.languages));
}

const newI18n = (locale: Locale) => {
  const i18n = setupI18n();
  i18n.load(locale, {});
  i18n.activate(locale);
  return i18n;
};

let device: I18n | undefined;
/** Catalogues this device has loaded: a change of language loads the same ones in the new language. */
const loaded = new Set<CatalogueName>();

/** The server's instances, one per language, each with every catalogue (made on a language's first page). */
const onServer = new Map<Locale, Promise<I18n>>();

/**
 * The messages of the page being rendered: on the server, its request's language (every catalogue loaded); in the
 * browser, the device's.
 */
export function appI18n(): I18n {
  const request = serverRenderRequest();
  if (request) return request.i18n;
  return (device ??= newI18n(deviceLocale()));
}

/** The server's instance for `locale`, with every catalogue of that language. */
export function serverI18n(locale: Locale): Promise<I18n> {
  let made = onServer.get(locale);
  if (!made) {
    const i18n = newI18n(locale);
    made = loadEveryCatalogue(i18n, locale).then(() => i18n);
    onServer.set(locale, made);
  }
  return made;
}

/** Loads a catalogue of the page's language before its screen renders (a no-op on the server, which has them all). */
export function ensureCatalogue(name: CatalogueName): Promise<void> {
  if (serverRenderRequest()) return Promise.resolve();
  const i18n = appI18n();
  loaded.add(name);
  return loadCatalogue(i18n, name, i18n.locale as Locale);
}

/**
 * A lazy screen's import, with its module's words loaded beside its code: one catalogue, or every catalogue whose words
 * the screen shows (a parent's dashboard shows results, fees and attendance).
 */
export const withCatalogue =
  <T>(names: CatalogueName | readonly CatalogueName[], load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), ...(typeof names === 'string' ? [names] : names).map(ensureCatalogue)]).then(
      ([module]) => module,
    );

/**
 * Changes this device's language: loads every catalogue the device has used in the new language, then switches (the
 * screens re-render through AppI18nProvider), and marks the page's language for screen readers.
 */
export async function switchDeviceLocale(locale: Locale): Promise<void> {
  const i18n = appI18n();
  await Promise.all([...loaded].map((name) => loadCatalogue(i18n, name, locale)));
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  void import('./warm-language-assets').then((m) => m.warmLanguageAssets(locale)).catch(() => undefined);
}

/** After a sign-in: the device takes the language the account keeps, when it differs from the page's. */
export async function followAccountLanguage(language: Locale): Promise<void> {
  if (appI18n().locale !== language) await switchDeviceLocale(language);
}

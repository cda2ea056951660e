import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOCALE_COOKIE, localeFromAcceptLanguage, localeFromCookie, type Locale } from '../../domain/i18n/locales';

/** A request's interface language: the device's choice (the `lang` cookie), else its browser's Accept-Language. */
export const requestLocale = (c: Context): Locale =>
  localeFromCookie(getCookie(c, LOCALE_COOKIE)) ?? localeFromAcceptLanguage(c.req.header('accept-language'));

const HTML_LANG = /<html lang="[a-z-]*"/;

/** The app's HTML marked with the page's language, so the browser and screen readers read it in the right voice. */
export const inLanguage = (html: string, locale: Locale): string => html.replace(HTML_LANG, `<html lang="${locale}"`);

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { dateText, longDateText, monthText } from '../../src/domain/calendar/date-text';
import { LanguageChoiceSchema, localeFromAcceptLanguage, localeFromCookie } from '../../src/domain/i18n/locales';

describe('the interface language a request asks for', () => {
  it('takes the first language of Accept-Language the app speaks, by quality then order', () => {
    expect(localeFromAcceptLanguage('te-IN,te;q=0.9,en;q=0.8')).toBe('te');
    expect(localeFromAcceptLanguage('fr-FR,hi;q=0.5,te;q=0.4')).toBe('hi');
    expect(localeFromAcceptLanguage('en;q=0.3,te;q=0.7')).toBe('te');
    expect(localeFromAcceptLanguage(['hi-IN', 'en-GB'])).toBe('hi');
  });

  it('falls back to English for a language it does not speak, a refused one, or none', () => {
    expect(localeFromAcceptLanguage('fr-FR,de;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('te;q=0,fr')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
  });

  it("reads only the three languages from the device's cookie", () => {
    expect(localeFromCookie('te')).toBe('te');
    expect(localeFromCookie('TE')).toBeNull();
    expect(localeFromCookie('<script>')).toBeNull();
    expect(localeFromCookie(undefined)).toBeNull();
  });

  it('accepts an account choice of English, Telugu or Hindi only', () => {
    expect(v.safeParse(LanguageChoiceSchema, { language: 'hi' }).success).toBe(true);
    const refused = v.safeParse(LanguageChoiceSchema, { language: 'fr' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('Choose English, Telugu or Hindi.');
  });
});

describe('dates in the interface language', () => {
  it('writes day, month by name and year, with Western digits', () => {
    expect(dateText('2026-11-24')).toBe('24 Nov 2026');
    expect(dateText('2026-11-24', 'te')).toBe('24 నవంబర్ 2026');
    expect(dateText('2026-02-05', 'hi')).toBe('5 फ़रवरी 2026');
    expect(monthText('2026-02', 'te')).toBe('ఫిబ్రవరి 2026');
  });

  it('names the weekday in the same language', () => {
    expect(longDateText('2026-11-24', 'en')).toBe('Tuesday, 24 November 2026');
    expect(longDateText('2026-11-24', 'te')).toBe('మంగళవారం, 24 నవంబర్ 2026');
    expect(longDateText('2026-11-24', 'hi')).toBe('मंगलवार, 24 नवंबर 2026');
  });
});

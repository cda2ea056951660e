import type { I18n } from '@lingui/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serverI18n } from '../../src/app/i18n/app-i18n';
import { inPageLanguage } from '../../src/app/lib/pdf/page-translate';
import { overlayWords } from '../../src/app/ui/overlay-words';
import type { Locale } from '../../src/domain/i18n/locales';

// The page's messages are those of the language each test picks.
let page: I18n;
vi.mock('../../src/app/i18n/app-i18n', async (actual) => ({
  ...(await actual<typeof import('../../src/app/i18n/app-i18n')>()),
  appI18n: () => page,
}));
const onPageIn = async (locale: Locale) => {
  page = await serverI18n(locale);
};

describe("the dialogs' own words and a device PDF's language follow the page", () => {
  beforeEach(() => onPageIn('en'));

  it('are English on an English page', () => {
    expect(overlayWords()).toEqual({ confirm: 'Please confirm', no: 'NO', yes: 'YES', ok: 'OK' });
    expect(inPageLanguage.locale).toBe('en');
  });

  it('are Telugu on a Telugu page', async () => {
    await onPageIn('te');
    expect(overlayWords()).toEqual({ confirm: 'దయచేసి నిర్ధారించండి', no: 'వద్దు', yes: 'అవును', ok: 'సరే' });
    expect(inPageLanguage.locale).toBe('te');
  });

  it('are Hindi on a Hindi page', async () => {
    await onPageIn('hi');
    expect(overlayWords()).toEqual({ confirm: 'कृपया पुष्टि करें', no: 'नहीं', yes: 'हाँ', ok: 'ठीक है' });
    expect(inPageLanguage.locale).toBe('hi');
  });
});

import type { Locale } from '../../domain/i18n/locales';

/** A letter of each language's script: what the PDF shaper is asked to get ready for. */
const LETTER: Partial<Record<Locale, string>> = { te: 'అ', hi: 'अ' };

/**
 * For a Telugu or Hindi interface, fetches the PDF shaper (its code, HarfBuzz's wasm and the script's Noto font)
 * once the page is idle, so that the service worker keeps them (sw/sw.ts) and a PDF made offline later prints its
 * labels shaped. English fetches nothing.
 */
export async function warmLanguageAssets(locale: Locale): Promise<void> {
  const letter = LETTER[locale];
  if (!letter) return;
  const { indicShaperFor } = await import('../lib/pdf/indic-shaper');
  await indicShaperFor(letter);
}

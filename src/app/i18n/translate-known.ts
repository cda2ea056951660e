import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { appI18n } from './app-i18n';

/**
 * A text in the page's language when a loaded catalogue has it, else as it is. For words that may or may not be
 * marked messages: a schema's issue, the server's §8 answer (English text, docs/translations.md), a lookup's label.
 * Asking Lingui for an id it does not know would warn about an uncompiled message and show the text anyway.
 */
export function translateKnown(i18n: I18n, text: string): string {
  return i18n.messages[text] === undefined ? text : i18n._(text);
}

/**
 * The page's messages for the form kit and the shared controls: the provider's (so a change of language re-renders
 * the caller), or, outside one (a control rendered on its own, as its tests do), the page's instance. Kept beside
 * translateKnown: the kit's chunks load both as one small file.
 */
export function usePageI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? appI18n();
}

/** translateKnown with the page's messages, for a component. */
export function useTranslateKnown(): (text: string) => string {
  const i18n = usePageI18n();
  return (text) => translateKnown(i18n, text);
}

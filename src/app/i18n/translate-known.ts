import type { I18n } from '@lingui/core';
import { usePageI18n } from './use-page-i18n';

/**
 * A text in the page's language when a loaded catalogue has it, else as it is. For words that may or may not be
 * marked messages: a schema's issue, the server's §8 answer (English text, docs/translations.md), a lookup's label.
 * Asking Lingui for an id it does not know would warn about an uncompiled message and show the text anyway.
 */
export function translateKnown(i18n: I18n, text: string): string {
  return i18n.messages[text] === undefined ? text : i18n._(text);
}

/** translateKnown with the page's messages, for a component. */
export function useTranslateKnown(): (text: string) => string {
  const i18n = usePageI18n();
  return (text) => translateKnown(i18n, text);
}

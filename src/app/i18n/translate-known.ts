import type { I18n, Messages } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { appI18n } from './app-i18n';

/** A message with `{name}` variables, as a pattern that reads the values back out of the English it wrote. */
interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
  /** Its words outside the variables: of two templates that fit a text, the one with more words is meant. */
  literal: number;
}

const VARIABLE = /\{(\w+)\}/g;
/** Variables only, no plural or select: those are the messages a server fills in English from the same template. */
const SIMPLE = /^[^{}]*(\{\w+\}[^{}]*)+$/;
/** Fewer letters than this outside the variables would fit almost any text ('{title}: {reason}'). */
const MIN_LITERAL = 4;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Per language's messages: Lingui adds a catalogue's messages to the same object, so its size tells a new one. */
const templatesOf = new WeakMap<Messages, { count: number; made: Template[] }>();

/** The loaded messages that take variables, made into patterns once per set of loaded catalogues. */
function templates(messages: Messages): Template[] {
  const ids = Object.keys(messages);
  const kept = templatesOf.get(messages);
  if (kept?.count === ids.length) return kept.made;
  const made = ids
    .filter((id) => SIMPLE.test(id))
    .map((id) => {
      const parts = id.split(VARIABLE);
      const literals = parts.filter((_, i) => i % 2 === 0);
      return {
        id,
        names: parts.filter((_, i) => i % 2 === 1),
        pattern: new RegExp(`^${parts.map((part, i) => (i % 2 === 0 ? escape(part) : '(.+?)')).join('')}$`, 's'),
        literal: literals.join('').trim().length,
      };
    })
    .filter((t) => t.literal >= MIN_LITERAL)
    .sort((a, b) => b.literal - a.literal);
  templatesOf.set(messages, { count: ids.length, made });
  return made;
}

/** The message `text` was written from, with its values, when a loaded template fits it. */
function filledTemplate(i18n: I18n, text: string): string | null {
  for (const template of templates(i18n.messages)) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    // A value that is itself a loaded message (a day's name a clash gives) is written in the page's language too.
    const known = (value: string) => (i18n.messages[value] !== undefined ? i18n._(value) : value);
    const values = Object.fromEntries(template.names.map((name, i) => [name, known(match[i + 1]!)]));
    return i18n._(template.id, values);
  }
  return null;
}

/**
 * A text in the page's language when a loaded catalogue has it, else as it is. For words that may or may not be
 * marked messages: a schema's issue, the server's §8 answer (English text, docs/translations.md), a lookup's label.
 * A text the server filled in from a marked template ('Results processed for 118 students', from 'Results processed
 * for {students} students') is written again from the same template in the page's language, with the same values.
 * Asking Lingui for an id it does not know would warn about an uncompiled message and show the text anyway.
 */
export function translateKnown(i18n: I18n, text: string): string {
  if (i18n.messages[text] !== undefined) return i18n._(text);
  if (i18n.locale === 'en') return text;
  return filledTemplate(i18n, text) ?? text;
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

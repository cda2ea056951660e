import type { I18n } from '@lingui/core';
import { translateKnown } from '../../i18n/translate-known';
import type { ChangeAnswer } from './academic-queries';

/** The §8 words of a change, and (a checked list) that it awaits authorization, in the page's language. */
export const noticeOf = (i18n: I18n, answer: ChangeAnswer) =>
  answer.note
    ? `${translateKnown(i18n, answer.message)}. ${translateKnown(i18n, answer.note)}`
    : translateKnown(i18n, answer.message);

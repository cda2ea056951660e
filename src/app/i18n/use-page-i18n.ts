import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { appI18n } from './app-i18n';

/**
 * The page's messages for the form kit and the shared controls: the provider's (so a change of language re-renders
 * the caller), or, outside one (a control rendered on its own, as its tests do), the page's instance.
 */
export function usePageI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? appI18n();
}

import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';

const contextOf = (i18n: I18n) => ({ i18n, _: i18n.t.bind(i18n) });

/**
 * Lingui's context for the app, renewed only when the language changes. Lingui's own provider renews it on every
 * catalogue loaded; a catalogue that arrived while React was hydrating a server-rendered page (the signed-in frame's,
 * loaded with the frame) then reached parts not yet hydrated, which React rendered again instead, discarding the
 * server's HTML. Here a screen's words are loaded before the screen renders (withCatalogue), so nothing waits on a load.
 */
export function AppI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [context, setContext] = useState(() => contextOf(i18n));
  useEffect(() => {
    let locale = i18n.locale;
    return i18n.on('change', () => {
      if (i18n.locale === locale) return;
      locale = i18n.locale;
      setContext(contextOf(i18n));
    });
  }, [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}

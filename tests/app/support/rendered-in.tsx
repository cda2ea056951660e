import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { serverI18n } from '../../../src/app/i18n/app-i18n';
import type { Locale } from '../../../src/domain/i18n/locales';

/**
 * A screen drawn as the server draws it in `locale`: every catalogue of that language loaded, and a query client that
 * fetches nothing (a test gives the screen its data with `seed`, as a copy the device already has). React's text
 * separators (`<!-- -->`) are taken out, so a test can look for a sentence built from several pieces.
 */
export async function renderedIn(
  locale: Locale,
  node: ReactNode,
  seed: (client: QueryClient) => void = () => undefined,
): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  seed(client);
  return renderToString(
    <I18nProvider i18n={await serverI18n(locale)}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </I18nProvider>,
  ).replaceAll('<!-- -->', '');
}

import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { apiBases, apiDefaults } from './lib/config';
import { persistDeviceBackedQueries } from './lib/offline/persist-queries';
import { queryClient } from './lib/query-client';
import { hydrateServerState } from './lib/route-data';
import { registerServiceWorker } from './lib/service-worker';
import { nextTask } from './lib/next-task';
import { loadThen, runWhenIdle } from './lib/idle-jobs';
import { currentUser } from './lib/session';
import { captureInstallPrompt } from './lib/install-prompt';
import { createAppRouter } from './routes/route-tree';
import { appI18n } from './i18n/app-i18n';
import { AppI18nProvider } from './i18n/app-i18n-provider';
import { isLocale } from '../domain/i18n/locales';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './styles/theme.css';
// The entry's stylesheet, in cascade order: what every first paint needs. Each file sits beside what it styles; these
// load here because pages rendered on the server paint from the HTML before any screen's code loads
// (docs/rendering.md): the page frame, the public pages (home, exam results, result sheets, legal pages), the parts
// they share and the form kit. The last group (/erphome, /coming-soon, the IQAC home, sign-in links, Developer
// Options, the kiosk PDF preview) would fit their screens' chunks, but a signed-in page rendered on the server links
// every chunk's stylesheet (screenStylesheetTags), so as chunks of their own they would add requests and bytes to its
// first paint. Other screens import their own stylesheet, which loads with their code.
import './ui/page-frame.css';
import './styles/common.css';
import './ui/plain-text-field.css';
import './features/results/results.css';
import './ui/link-item.css';
import './ui/offline-banner.css';
import './ui/form/form.css';
import './features/legal/legal.css';
import './features/home/home.css';
import './features/home/erp-home.css';
import './features/home/coming-soon.css';
import './features/accreditation/iqac-home.css';
import './features/auth/auth.css';
import './features/tools/tools.css';
import './features/admissions/admission-pdf.css';
import './ui/kiosk-controller.css';
import './ui/server-address-banner.css';
import './styles/base.css';
import './ui/plain/plain.css';
import './ui/route-pending.css';

// Before the cache holds anything: every device-backed answer, fetched or hydrated, is persisted (docs/offline.md).
persistDeviceBackedQueries(queryClient);
// Before the first await: the browser may offer installing the app as soon as the page has loaded.
captureInstallPrompt();

/**
 * Starts the app. A function rather than top-level await: a module graph with top-level await turns off the bundler's
 * merging of common chunks, and public pages then load some 40 tiny files instead of a few.
 */
async function start(): Promise<void> {
  // Start-up in several short tasks rather than one long one: the modules' evaluation, then the router,
  // then the route's code and data, then React (which hydrates the page in slices of its own).
  await nextTask();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <AppI18nProvider i18n={appI18n()}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppI18nProvider>
    </StrictMode>
  );
  const rootElement = document.getElementById('root')!;
  // A page the server rendered comes with the data it was rendered from (docs/rendering.md). The app hydrates that
  // data and loads the route's code (router.load), so its first render is the same page and React hydrates the HTML.
  // A device pointed at another server (Developer Options) renders from that server instead.
  const serverState = document.getElementById('ssr-state');
  const ownServer = apiBases().app === apiDefaults.app;
  if (serverState?.textContent && rootElement.firstChild && ownServer) {
    hydrateServerState(queryClient, JSON.parse(serverState.textContent));
    await nextTask();
    await router.load();
    await nextTask();
    // As TanStack Router's own SSR hydration does: the router then renders the root as the server did (no Suspense
    // boundary above the routes), and keeps doing so for this page's life.
    router.ssr = { manifest: undefined };
    // In a transition, React hydrates the page in slices of a few milliseconds instead of one long task.
    // A difference (a kiosk, a copy on the device) is not an error: React renders that part again.
    startTransition(() => {
      hydrateRoot(rootElement, app, {
        onRecoverableError: (error) => {
          if (import.meta.env.DEV) console.warn('The server-rendered page differed; React rendered it again:', error);
        },
      });
    });
    // The page's data is the server's, newer than the device's copy. Once the page is idle, the cache is persisted on
    // the device and its copy restored (queries the server answered keep the newer data), without re-rendering the page.
    runWhenIdle([
      loadThen(
        () => import('./lib/offline/query-persistence'),
        ({ persistQueryCache, restoreQueryCache }) => {
          persistQueryCache();
          return restoreQueryCache();
        },
      ),
    ]);
  } else {
    // The device's copy first, so a kiosk or phone renders the last data at once (and queries do not fetch what it has).
    const { persistQueryCache, restoreQueryCache } = await import('./lib/offline/query-persistence');
    await restoreQueryCache().catch(() => undefined);
    persistQueryCache();
    const root = createRoot(rootElement);
    // The first render in slices, so the main thread stays free for input while a screen is built.
    startTransition(() => root.render(app));
  }

  registerServiceWorker();
  // A Telugu or Hindi interface gets its PDF shaper and font into the service worker's cache, off the first paint.
  const locale = appI18n().locale;
  if (locale !== 'en' && isLocale(locale))
    runWhenIdle([
      loadThen(
        () => import('./i18n/warm-language-assets'),
        (m) => m.warmLanguageAssets(locale),
      ),
    ]);
  // Focus follows each navigation to the new page's heading; loaded once the page is idle, off the first paint.
  runWhenIdle([
    loadThen(
      () => import('./lib/focus-heading-on-navigation'),
      ({ focusHeadingOnNavigation }) => focusHeadingOnNavigation(router),
    ),
  ]);
  // The outbox (Dexie) sends what a signed-in user left waiting on this device: loaded once the page is idle, and only
  // when they may have something waiting (waiting-mark.ts); not at all for a visitor (the signed-in frame starts it
  // after a sign-in: OutboxBadge).
  if (!currentUser()) return;
  const { mayHaveWaiting, outboxOwner } = await import('./lib/offline/outbox/waiting-mark');
  const owner = outboxOwner();
  if (owner && (await mayHaveWaiting(owner)))
    runWhenIdle([
      loadThen(
        () => import('./lib/offline/outbox/outbox'),
        (outbox) => outbox.startOutbox(),
      ),
    ]);
}

void start();

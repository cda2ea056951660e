/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { registerOutboxRoutes } from './outbox';

declare const self: ServiceWorkerGlobalScope;

// The app shell and every lazily loaded chunk (jsPDF included, for PDFs made offline) are precached.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page address opens the cached shell, so any screen starts offline; the API is never cached here
// (the app keeps its own offline copies in IndexedDB, with the time they were fetched).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/sandbox-gateway\//] }),
);

// HarfBuzz's wasm and the Noto fonts (Telugu and Devanagari pages and PDFs) are not precached (most devices never need
// them): kept once fetched, so a device that reads Telugu or Hindi has them offline (src/app/i18n/warm-language-assets.ts).
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/.+\.(ttf|wasm)$/.test(url.pathname),
  new CacheFirst({ cacheName: 'indic-assets', plugins: [new ExpirationPlugin({ maxEntries: 8 })] }),
);

// Alumni and achievement submissions made offline wait in Background Sync (sw/outbox.ts); keys make replays safe.
registerOutboxRoutes();

// The update prompt sends SKIP_WAITING when the user accepts the new version.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

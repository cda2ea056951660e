import { setupIonicReact } from '@ionic/react';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLookupFetcher } from './lib/lookup-queries';
import { deviceBackedLookup } from './lib/lookup-cache';
import { DAY, queryClient } from './lib/query-client';
import { startOutbox } from './lib/outbox/outbox';
import { registerServiceWorker } from './lib/service-worker';
import { router } from './routes/route-tree';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './styles/theme.css';
import './styles/app.css';

setupIonicReact({ mode: 'md' });
// Issue 9 §8: every lookup list is kept on the device and answers from there when the network fails.
setLookupFetcher(deviceBackedLookup);

// Personal data (dashboards, notifications: meta.persist false) stays in memory only, so a shared device keeps none.
const keepOnDevice = (query: { state: { status: string }; meta?: Record<string, unknown> }) =>
  query.state.status === 'success' && query.meta?.persist !== false;
// Persisted so a kiosk or phone renders the last data at once, before the network answers.
const persister = createSyncStoragePersister({ storage: window.localStorage, key: 'campus-erp-query-cache' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister, maxAge: DAY, buster: __APP_VERSION__, dehydrateOptions: { shouldDehydrateQuery: keepOnDevice } }}
    >
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
startOutbox();

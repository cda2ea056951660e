import type { Workbox } from 'workbox-window';

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

/** Registers /sw.js and notes when a new version has installed and waits to take over. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Workbox is loaded after the load event (it would wait for it anyway), so its code is not part of the first
  // load and precaching never competes with the first render.
  const start = () => {
    void import('workbox-window')
      .then(({ Workbox: WorkboxClass }) => {
        workbox = new WorkboxClass('/sw.js', { scope: '/' });
        workbox.addEventListener('waiting', () => {
          updateWaiting = true;
          listeners.forEach((notify) => notify());
        });
        return workbox.register();
      })
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

export function subscribeToUpdate(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export const isUpdateWaiting = () => updateWaiting;

/** Lets the waiting worker take over, then reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

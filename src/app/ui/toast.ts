import type { ToastButton } from './ionic-overlays';
import { TOAST_DURATION_MS } from '../lib/config';

export type ToastTone = 'danger' | 'success' | 'medium';

export interface ToastOptions {
  tone?: ToastTone;
  /** 0 keeps the toast until one of its buttons closes it. */
  duration?: number;
  buttons?: ToastButton[];
}

let current: HTMLIonToastElement | null = null;
// Bumped by every show and dismiss, so a toast still being created when a newer call came is never presented.
let generation = 0;

/** §8: a toast at the top centre for 5000 ms; a new message replaces the one on screen. */
export async function showToast(
  message: string,
  { tone = 'medium', duration = TOAST_DURATION_MS, buttons }: ToastOptions = {},
) {
  const mine = ++generation;
  // Ionic's toast loads with the first toast: public pages render without Ionic's runtime.
  const { defineToast, toastController } = await import('./ionic-overlays');
  defineToast();
  const created = await toastController.create({ message, duration, position: 'top', color: tone, buttons });
  if (mine !== generation) return;
  const previous = current;
  current = created;
  await previous?.dismiss().catch(() => undefined);
  await created.present();
}

/** Takes the toast on screen away at once (a stale 'No data found' must not stay over a new sheet). */
export async function dismissToast() {
  generation++;
  const shown = current;
  current = null;
  await shown?.dismiss().catch(() => undefined);
}

import { toastController, type ToastButton } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-toast.js';
import { TOAST_DURATION_MS } from '../lib/config';

export type ToastTone = 'danger' | 'success' | 'medium';

export interface ToastOptions {
  tone?: ToastTone;
  /** 0 keeps the toast until one of its buttons closes it. */
  duration?: number;
  buttons?: ToastButton[];
}

let current: HTMLIonToastElement | null = null;

/** §8: a toast at the top centre for 5000 ms; a new message replaces the one on screen. */
export async function showToast(message: string, { tone = 'medium', duration = TOAST_DURATION_MS, buttons }: ToastOptions = {}) {
  defineCustomElement();
  const previous = current;
  current = await toastController.create({ message, duration, position: 'top', color: tone, buttons });
  await previous?.dismiss().catch(() => undefined);
  await current.present();
}

/**
 * Ionic's alert and toast controllers, set up through ./ionic (Material mode). Loaded on first use by the
 * helpers that show them (toast.ts), so a public page that never shows a toast never downloads Ionic.
 */
import './ionic';

export { alertController, toastController, type ToastButton } from '@ionic/core/components';
export { defineCustomElement as defineAlert } from '@ionic/core/components/ion-alert.js';
export { defineCustomElement as defineToast } from '@ionic/core/components/ion-toast.js';

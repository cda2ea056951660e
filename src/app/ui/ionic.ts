/**
 * Ionic set up: Material mode on every platform, the root's <ion-app> upgraded (keyboard focus rings,
 * `.ion-focused`), and no animations where the user prefers reduced motion. Only ./ionic-overlays imports it, so
 * Ionic's runtime loads with the first alert or toast and no page waits for it before it paints: the screens render
 * with native elements and Ionic's design tokens and CSS (ui/plain/). `eslint.config.js` and dependency-cruiser forbid importing '@ionic/*' code anywhere else.
 */
import { defineCustomElement as defineIonApp } from '@ionic/core/components/ion-app.js';
import { setupIonicReact } from '@ionic/react';

// Alerts and toasts appear without sliding or fading for a user who asked their device for less motion.
const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
setupIonicReact({ mode: 'md', animated: !reduceMotion });
defineIonApp();

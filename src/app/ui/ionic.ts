/**
 * Ionic set up: Material mode on every platform, and the root's <ion-app> upgraded (keyboard focus rings,
 * `.ion-focused`). Only ./ionic-overlays imports it, so Ionic's runtime loads with the first alert or toast and no
 * page waits for it before it paints: the screens render with native elements and Ionic's design tokens
 * and CSS (ui/plain/). `eslint.config.js` and dependency-cruiser forbid importing '@ionic/*' code anywhere else.
 */
import { defineCustomElement as defineIonApp } from '@ionic/core/components/ion-app.js';
import { setupIonicReact } from '@ionic/react';

setupIonicReact({ mode: 'md' });
defineIonApp();

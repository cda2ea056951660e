/**
 * The one way into Ionic's React components: importing this module sets Ionic up (Material mode on every
 * platform) and upgrades the root's <ion-app> (keyboard focus rings, `.ion-focused`) before any component renders.
 * Only screens that need Ionic import it, all of them lazily: the public pages and the first load never run
 * Ionic's runtime (issue 12). `eslint.config.js` forbids importing '@ionic/react' anywhere else.
 */
import { defineCustomElement as defineIonApp } from '@ionic/core/components/ion-app.js';
import { setupIonicReact } from '@ionic/react';

setupIonicReact({ mode: 'md' });
defineIonApp();

export * from '@ionic/react';

import type { AnyRoute } from '@tanstack/react-router';
import { ALUMNI_APP_MODULE } from './alumni-routes';

/** A module's app side: its routes (screens imported only through `import()`), added to the route tree in order. */
export interface AppModule {
  name: string;
  routes: readonly AnyRoute[];
}

/** The modules registered through a manifest, app side (their domain side: DOMAIN_MODULES in src/domain/modules.ts). */
export const APP_MODULES = [ALUMNI_APP_MODULE];

import { ALUMNI_APP_MODULE } from './alumni-routes';

export type { AppModule } from './app-module';

/** The modules registered through a manifest, app side (their domain side: DOMAIN_MODULES in src/domain/modules.ts). */
export const APP_MODULES = [ALUMNI_APP_MODULE];

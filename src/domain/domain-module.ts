import type { Access } from './auth/access';

/** One signed-in screen of a module: who may open it (its title is in the module's `titles.ts`). */
export interface ModuleScreen {
  access: Access;
}

/**
 * What a module of the app tells the rest of it: its screens by address (a line each of the screen-access table). Its addresses themselves are in its `paths.ts`, which its routes load with the entry; this is loaded with
 * the menus and screens, so it reads them through APP_PATHS (src/domain/routes/app-paths.ts), one import for all.
 */
export interface DomainModule {
  name: string;
  screens: Readonly<Record<string, ModuleScreen>>;
}

/**
 * What a module keeps on the device that is one user's own, forgotten at sign-out and at a kiosk's idle reset
 * (src/app/lib/offline/forget-personal-data.ts reads every module's through DEVICE_COPIES, src/domain/device-copies.ts).
 */
export interface DeviceCopies {
  /** Device tables (of src/app/lib/offline/offline-db.ts) that hold only such copies: emptied whole. */
  tables?: readonly string[];
  /** Beginnings of the names of the module's records in the device's `lookups` table: those records are deleted. */
  lookupPrefixes?: readonly string[];
}

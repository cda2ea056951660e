import type { Access } from './auth/access';

/** One signed-in screen of a module: who may open it, and the title its permission page carries (§6). */
export interface ModuleScreen {
  access: Access;
  title: string;
}

/**
 * What a module of the app tells the rest of it: its screens by address (a line each of the screen-access table).
 * Its addresses themselves are in its `paths.ts`, which the entry loads; this is loaded with the menus and screens.
 */
export interface DomainModule {
  name: string;
  screens: Readonly<Record<string, ModuleScreen>>;
}

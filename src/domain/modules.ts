import type { Access } from './auth/access';
import { ALUMNI_MODULE } from './alumni/module';

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

/** The modules registered through a manifest; the central tables are built from these and their own lines. */
export const DOMAIN_MODULES: readonly DomainModule[] = [ALUMNI_MODULE];

/** The screens of these modules, by address; an address two of them (or `taken`) claim is a mistake, and throws. */
export function moduleScreens(
  modules: readonly DomainModule[],
  taken: readonly string[] = [],
): Readonly<Record<string, ModuleScreen>> {
  const screens: Record<string, ModuleScreen> = {};
  for (const module of modules)
    for (const [path, screen] of Object.entries(module.screens)) {
      if (path in screens || taken.includes(path)) throw new Error(`${module.name}: ${path} is already a screen`);
      screens[path] = screen;
    }
  return screens;
}

import { ALUMNI_MODULE } from './alumni/module';
import type { DomainModule, ModuleScreen } from './domain-module';

export type { DomainModule, ModuleScreen } from './domain-module';

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

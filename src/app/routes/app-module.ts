import type { AnyRoute } from '@tanstack/react-router';

/**
 * A module's app side: its routes (screens imported only through `import()`), added to the route tree. Its domain side
 * is its folder's files: `paths.ts`, `screens.ts` (who may open each screen), `titles.ts` (docs/adding-a-module.md).
 */
export interface AppModule {
  routes: readonly AnyRoute[];
}

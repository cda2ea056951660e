import type { AnyRoute } from '@tanstack/react-router';

/** A module's app side: its routes (screens imported only through `import()`), added to the route tree in order. */
export interface AppModule {
  routes: readonly AnyRoute[];
}

import type { AnyRoute } from '@tanstack/react-router';

/**
 * A module's app side: its routes (screens imported only through `import()`), added to the route tree. Its domain side
 * (DomainModule, src/domain/domain-module.ts) carries its name.
 */
export interface AppModule {
  routes: readonly AnyRoute[];
}

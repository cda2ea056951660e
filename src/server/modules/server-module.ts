import type { Hono } from 'hono';
import type { Access } from '../../domain/auth/access';
import type { AppEnv } from '../auth/session-user';
import type { FileOwnerRegistry } from '../files/owners';
import type { ModuleContext } from '../module-context';

/** Where a module's router is mounted under /api: the main application, authentication, the faculty database. */
export type ModuleMount = '/app' | '/auth' | '/fdb';

/** A permission line's key: the method and the route pattern, as `authorize()` finds it. */
export type PermissionLine = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/** What a module's `build` gives the app. */
export interface BuiltModule {
  router: Hono<AppEnv>;
  /** The owner types of the files its records point at, with who may download them (`fileDownloadRoutes`). */
  fileOwners?: FileOwnerRegistry;
  /** Starts its interval timers; the server calls it, tests do not. */
  startSchedule?: () => void;
}

/**
 * The unit of registration on the server: one entry of SERVER_MODULES (src/server/modules.ts). A module whose
 * routers are mounted apart (another mount, or routes of other modules between them) exports one entry per part.
 */
export interface ServerModule {
  name: string;
  mount: ModuleMount;
  /** Who may call each of its routes: every route its router registers has a line here, and nothing else. */
  permissions: Readonly<Record<PermissionLine, Access>>;
  /** The OpenAPI summary of its calls, keyed by permission line. */
  summaries?: Readonly<Record<PermissionLine, string>>;
  build(context: ModuleContext): BuiltModule;
}

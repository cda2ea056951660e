import type { Hono } from 'hono';
import type { GenericSchema } from 'valibot';
import type { Access } from '../../domain/auth/access';
import type { AppEnv } from '../auth/session-user';
import type { DemoPart } from '../demo/demo-part';
import type { FileOwnerRegistry } from '../files/owners';
import type { ModuleContext } from '../module-context';

/** Where a module's router is mounted under /api: the main application, authentication, the faculty database. */
export type ModuleMount = '/app' | '/auth' | '/fdb';

/** A permission line's key: the method and the route pattern, as `authorize()` finds it. */
export type PermissionLine = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/**
 * One call as the API description (GET /api/docs) tells it. The request's schemas come from the route's own
 * `validate(…)` middleware; the answer's is named here, the same schema the app parses it with.
 */
export interface Operation {
  /** One line: what the call does, for whom, and what it answers. */
  summary: string;
  /** The success answer's schema (an answer schema from `src/domain/<m>/*-answers.ts`). */
  answer?: GenericSchema;
  /** For a success answer that is not JSON (a PDF, a spreadsheet, a CSV, an image): its media type. */
  produces?: string;
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204 | 302;
  /**
   * The other success statuses the call may answer, each with its own answer: a 202 with a one-time code sent before
   * the 201 of the record made, a 200 edit beside a 201 create, a 202 change waiting for a second person.
   */
  also?: readonly OtherSuccess[];
}

/** A success status a call answers besides its main one, and that answer's schema (none for 204). */
export interface OtherSuccess {
  status: 200 | 201 | 202 | 204;
  answer?: GenericSchema;
}

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
  /** Each call as the API description tells it, keyed by permission line (one per line of `permissions`). */
  operations: Readonly<Record<PermissionLine, Operation>>;
  build(context: ModuleContext): BuiltModule;
  /** Its part of the demo college, seeded after the core in the order of the parts (src/server/demo/demo-part.ts). */
  demo?: DemoPart;
}

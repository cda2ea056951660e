import type { LoginRole } from '../auth/roles';
import type { CounterKey } from './counter-keys';

/**
 * §2 role dashboards: what the landing route of each login role shows. `module` is the home tile the role
 * belongs to (its functions, §2 tile lists); `functions` are what the role's module offers, for roles
 * without a tile of their own. `card` adds the signed-in person's own record (§2 Faculty dashboard).
 */
export interface RoleDashboard {
  title: string;
  module: string;
  functions?: readonly string[];
  counters: readonly CounterKey[];
  card?: 'faculty' | 'student';
}

/** A module's dashboards (its `dashboards.ts`), by the login role that lands on each. */
export type RoleDashboards = Readonly<Partial<Record<LoginRole, RoleDashboard>>>;

import { mayOpen } from '../menus/screen-access';
import type { RoleDashboard } from './role-dashboard';
import { FUNCTION_SCREENS } from './function-screens';

/**
 * A dashboard's module functions for a signed-in user with these roles: each with its screen when the product has
 * one (else it is still to come). A function whose screen the user may not open — another role's, or a sign-in
 * page they are past — is left out, so no function leads to a refusal or a second sign-in (`mayOpen`).
 */
export function moduleFunctions(
  dashboard: RoleDashboard,
  tileFunctions: readonly string[],
  roles: readonly string[],
): { name: string; to: string | null }[] {
  return (dashboard.functions ?? tileFunctions)
    .filter((name) => name !== 'Dashboard')
    .map((name) => ({ name, to: FUNCTION_SCREENS[name] ?? null }))
    .filter((f) => f.to === null || mayOpen(roles, f.to));
}

/**
 * The shell's own addresses: every menu on one page, and any other /app address (the sign-in guard, then the 404
 * page; so never a known path for the server). Strings only, like each module's paths.ts.
 */
export const SHELL_PATHS = {
  adminMenus: '/app/Admin Menus',
  appFallback: '/app/$',
} as const;

/**
 * The home module's addresses: the home page, the ERP home of every module's tile and the tiles not built yet. Strings
 * only; APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const HOME_PATHS = {
  home: '/',
  erpHome: '/erphome',
  comingSoon: '/coming-soon',
} as const;

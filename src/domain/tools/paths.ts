/**
 * The tools module's addresses: the developer options (server address, kiosk mode) and the encrypt / decrypt tool.
 * Strings only; APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const TOOLS_PATHS = {
  developerOptions: '/devtools',
  cryptoTool: '/encrypt-decrypt',
} as const;

/**
 * The transport's addresses besides its landing (LANDING_BY_ROLE: '/app/Transportation Dashboard' for the incharge):
 * read by its routes and spread into APP_PATHS (src/domain/routes/app-paths.ts); nothing here but the strings.
 */
export const TRANSPORT_PATHS = {
  transportVehicles: '/app/Transport/Vehicles',
  transportExpenses: '/app/Transport/Vehicle Expenses',
} as const;

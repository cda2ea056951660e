/**
 * The accreditation module's addresses: the IQAC and accreditation pages. Strings only; APP_PATHS
 * (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const ACCREDITATION_PATHS = {
  iqacNewHome: '/iqacnewhome',
  iqacHome: '/IQACHome',
} as const;

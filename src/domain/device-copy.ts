/**
 * What a module keeps on the device that is one user's own, forgotten at sign-out and at a kiosk's idle reset
 * (src/app/lib/offline/forget-personal-data.ts reads every module's through DEVICE_COPIES, src/domain/device-copies.ts).
 */
export interface DeviceCopies {
  /** Device tables (of src/app/lib/offline/offline-db.ts) that hold only such copies: emptied whole. */
  tables?: readonly string[];
  /** Beginnings of the names of the module's records in the device's `lookups` table: those records are deleted. */
  lookupPrefixes?: readonly string[];
}

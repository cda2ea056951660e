import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { MaintenanceStatus, MaintenanceUpdate } from '../../../domain/maintenance/schemas';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';
import { errorForLog } from '../../http/error-for-log';
import type { Logger } from '../../http/logger';

const SETTING_KEY = 'maintenance';
/** How long one process trusts its copy; a change made through another process shows within this time. */
export const MAINTENANCE_CACHE_MS = 5_000;

const OFF: MaintenanceStatus = { maintenance: false, message: '', until: null };
const StoredSchema = v.object({ enabled: v.boolean(), message: v.string(), until: v.nullable(v.string()) });

/**
 * Maintenance mode, kept in app_settings so it survives restarts and holds for every server process.
 * Each process reads the row at most once per MAINTENANCE_CACHE_MS: the request hot path never waits
 * for the database while the copy is fresh.
 */
export function maintenanceService(db: Database, logger: Logger, cacheMs = MAINTENANCE_CACHE_MS) {
  let copy: { status: MaintenanceStatus; readAt: number } | null = null;
  let reading: Promise<MaintenanceStatus> | null = null;
  /** Counts this process's writes, so a read that started before one cannot put the old state back. */
  let writes = 0;

  async function readRow(): Promise<MaintenanceStatus> {
    const writesBefore = writes;
    try {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, SETTING_KEY))
        .limit(1);
      const stored = row ? v.safeParse(StoredSchema, row.value) : null;
      const status = stored?.success
        ? { maintenance: stored.output.enabled, message: stored.output.message, until: stored.output.until }
        : OFF;
      if (writes !== writesBefore && copy) return copy.status;
      copy = { status, readAt: Date.now() };
      return status;
    } catch (error) {
      // The database is down: keep the last known state rather than fail every request on its account.
      logger.warn({ err: errorForLog(error) }, 'maintenance setting could not be read');
      const status = copy?.status ?? OFF;
      copy = { status, readAt: Date.now() };
      return status;
    }
  }

  const fresh = (): MaintenanceStatus | null => (copy && Date.now() - copy.readAt < cacheMs ? copy.status : null);

  return {
    /** The state from memory when it is fresh, else null (then call current()). */
    fresh,

    /** The state, reading the database at most once per cache period however many requests ask. */
    current(): Promise<MaintenanceStatus> {
      const known = fresh();
      if (known) return Promise.resolve(known);
      reading ??= readRow().finally(() => {
        reading = null;
      });
      return reading;
    },

    /** Writes the new state and uses it in this process at once; `by` is the user name, or what switched it. */
    async set(update: MaintenanceUpdate, by: string): Promise<MaintenanceStatus> {
      const value = { enabled: update.enabled, message: update.message, until: update.enabled ? update.until : null };
      const updatedAt = new Date();
      writes += 1;
      await db
        .insert(appSettings)
        .values({ key: SETTING_KEY, value, updatedAt, updatedBy: by })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt, updatedBy: by } });
      const status = { maintenance: value.enabled, message: value.message, until: value.until };
      copy = { status, readAt: Date.now() };
      return status;
    },
  };
}
export type MaintenanceService = ReturnType<typeof maintenanceService>;

/** MAINTENANCE_MODE=1: switch maintenance on as the server starts (a deploy), unless it already is. */
export async function switchOnAtStart(maintenance: MaintenanceService, logger: Logger): Promise<void> {
  if ((await maintenance.current()).maintenance) return;
  await maintenance.set({ enabled: true, message: '', until: null }, 'MAINTENANCE_MODE');
  logger.info({ event: 'maintenance', enabled: true, by: 'MAINTENANCE_MODE' }, 'maintenance mode switched on at start');
}

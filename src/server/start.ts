import type { Logger } from 'pino';
import { useCollegeTimeZone } from '../domain/calendar/college-time';
import { createApp } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { seedDemoFromConfig } from './demo/seed-from-config';
import type { PageRenderer } from './http/load-page-renderer';
import { failInterruptedImports } from './modules/admissions/import-store';
import { maintenanceService, switchOnAtStart } from './modules/maintenance/service';
import { hasAdministrator } from './modules/users/first-admin';
import { eq } from 'drizzle-orm';
import { demoUserName } from '../domain/auth/roles';
import { students, users } from './db/schema';
import { CREATE_ADMIN_HINT } from './start-banner';

export { CREATE_ADMIN_HINT };

export interface StartDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  pageRenderer?: PageRenderer | null;
  /** Interval timers (reconciliation): the server starts them; a test does not. */
  schedules?: boolean;
}

/** What a start that may seed says it did (SEED=always on a PostgreSQL server someone already seeded: the second). */
export const DEMO_LOADED = 'the demo college was loaded';
export const DEMO_ALREADY_THERE = 'the database already has a college, so the demo college was not loaded';

/**
 * Everything the server does before it listens: the demo college on a fresh database where the configuration
 * allows it (never in production: config.seed is 'never' there unless refused outright), maintenance mode on
 * for a deploy, warnings, then the app.
 */
export async function startApp({ config, database, logger, pageRenderer = null, schedules = true }: StartDeps) {
  useCollegeTimeZone(config.collegeTimeZone);
  // The demo college loads on a fresh embedded database, never on a PostgreSQL server unless asked (SEED=always).
  const shouldSeed = config.seed === 'always' || (config.seed === 'auto' && database.kind === 'pglite');
  let seeded = false;
  if (shouldSeed && (await database.isEmpty())) {
    logger.info('loading the demo college');
    const outcome = await seedDemoFromConfig(database.db, config);
    seeded = outcome === 'loaded';
    logger.info(seeded ? DEMO_LOADED : DEMO_ALREADY_THERE);
  } else if (shouldSeed) logger.info(DEMO_ALREADY_THERE);

  // MAINTENANCE_MODE=1 (a deploy): stored in the database, so every process and restart sees it until an administrator turns it off.
  if (config.maintenanceAtStart) await switchOnAtStart(maintenanceService(database.db, logger), logger);

  // Uploads cut off when the server stopped would otherwise say "being processed" for ever.
  const interrupted = await failInterruptedImports(database.db, new Date());
  if (interrupted) logger.warn({ interrupted }, 'admissions uploads interrupted by a restart were marked failed');

  if (config.payments.sandbox && config.payments.production)
    logger.warn('the sandbox payment gateway is on (PAYMENT_SANDBOX=1) in production');
  // The demo logins are told only where the demo college is: never in production nor with SEED=never.
  const demo = config.production || config.seed === 'never' ? null : await demoStudentRoll(database);
  const needsAdministrator = !demo && !(await hasAdministrator(database.db));
  if (needsAdministrator) logger.warn(CREATE_ADMIN_HINT);

  const app = createApp({ config, database, logger, schedules, pageRenderer });
  return { app, seeded, demo, needsAdministrator };
}

/**
 * The roll number of the demo student's login where the database holds the demo college (it follows the day the
 * demo was seeded on), else null.
 */
async function demoStudentRoll(database: DatabaseHandle): Promise<string | null> {
  const [row] = await database.db
    .select({ rollNo: students.rollNo })
    .from(users)
    .innerJoin(students, eq(students.id, users.studentId))
    .where(eq(users.username, demoUserName('ROLE_STUDENT')))
    .limit(1);
  return row?.rollNo ?? null;
}

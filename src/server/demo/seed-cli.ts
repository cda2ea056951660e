/** `npm run seed`: loads the demo college into the configured database if it has no college yet. */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { demoLoginLines } from '../start-banner';
import { demoRollNumberOf } from './college';
import { demoBatch } from './demo-year';
import { seedDemoFromConfig } from './seed-from-config';

const config = loadConfig();
if (config.production) {
  console.error(
    'The demo college (with its demo logins) is never loaded with NODE_ENV=production; create the first administrator with npm run create-admin.',
  );
  process.exit(1);
}
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl }
    : { dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers },
);
const now = new Date();
const outcome = await seedDemoFromConfig(database.db, config, now);
console.log(
  outcome === 'loaded'
    ? `Loaded the demo college ${config.collegeCode} into the ${database.kind} database.\n  ${demoLoginLines(config.publicUrl, config, demoRollNumberOf(demoBatch(now)))}`
    : 'The database already has a college; nothing was loaded.',
);
await database.close();

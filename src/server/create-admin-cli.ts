/**
 * `npm run create-admin -- --user <name> --email <address> [--name "Full name"]` (built: node
 * dist-server/create-admin.js …): the first administrator of a production install, against DATABASE_URL or the
 * embedded database in DATA_DIR. It prints a single-use link where the administrator chooses a password.
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { FIRST_ADMIN_MESSAGES as M, FirstAdminSchema, firstAdminLink } from '../domain/auth/first-admin';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createFirstAdmin, FirstAdminError } from './modules/users/first-admin';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args: { user?: string; email?: string; name?: string } = {};
try {
  args = parseArgs({
    options: { user: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
  }).values;
} catch {
  fail(M.usage);
}
if (!args.user || !args.email) fail(M.usage);
const input = v.safeParse(FirstAdminSchema, { username: args.user, email: args.email, fullName: args.name });
if (!input.success) fail(`${input.issues.map((i) => i.message).join(' ')}\n${M.usage}`);

const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl }
    : { dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers },
);
try {
  const admin = input.output;
  const { token, validForMs, created } = await createFirstAdmin(database.db, admin, {
    code: config.collegeCode,
    name: config.collegeName,
  });
  console.log(
    `${created ? `Created the administrator "${admin.username}".` : `The administrator "${admin.username}" has no password yet: here is a new link.`}\nOpen this link within ${validForMs / 60_000} minutes to choose the password (it works once; run this command again for a new one):\n\n  ${firstAdminLink(config.publicUrl, token)}\n\nIt then asks you to sign in, and opens "Set up the college": the steps from the college profile to the first attendance and the first published exam.`,
  );
} catch (error) {
  if (!(error instanceof FirstAdminError)) throw error;
  process.exitCode = 1;
  console.error(error.message);
} finally {
  await database.close();
}

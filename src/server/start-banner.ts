import { ALL_ROLES, demoUserName } from '../domain/auth/roles';
import type { Config } from './config';

/** The one-time step an install without the demo college needs before anyone can sign in. */
export const CREATE_ADMIN_HINT =
  'no administrator yet: create one with npm run create-admin -- --user <name> --email <address>';

/** What to do after create-admin: where its link leads, and what the first sign-in shows. */
const FIRST_ADMIN_STEPS =
  'it prints a link to choose the password; then sign in, and the dashboard\'s "Set up the college" leads the way';

/** The demo college's logins and a roll number to try: only when the database holds the demo college. */
export function demoLoginLines(url: string, config: Pick<Config, 'demoPassword'>, demoRoll: string): string {
  return `Exam results: ${url}/examresults (try roll number ${demoRoll})\n  Sign in at ${url}/login/Admin — demo logins (password ${config.demoPassword}):\n    ${ALL_ROLES.map(demoUserName).join(', ')}`;
}

/** How to sign in to an install without the demo college: create the first administrator, or sign in. */
export function firstAdminLines(url: string, needsAdministrator: boolean): string {
  return needsAdministrator
    ? `No administrator yet. Create the first one:\n    npm run create-admin -- --user <name> --email <address>\n  (${FIRST_ADMIN_STEPS})`
    : `Sign in at ${url}/login/Admin`;
}

export interface StartFacts {
  url: string;
  databaseKind: 'pglite' | 'postgres';
  /** The demo student's roll number where the database holds the demo college (never in production or SEED=never). */
  demo: string | null;
  needsAdministrator: boolean;
}

/** What the server prints once it listens: where it runs, how to sign in, where mail and payments go. */
export function startBanner(config: Config, facts: StartFacts): string {
  const { url } = facts;
  const database =
    facts.databaseKind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)';
  const signIn = facts.demo ? demoLoginLines(url, config, facts.demo) : firstAdminLines(url, facts.needsAdministrator);
  const mail = config.smtpUrl ? 'goes through SMTP_URL' : `is written to ${config.dataDir}/outbox`;
  const payments = `${config.payments.sandbox ? `sandbox gateway at ${url}/sandbox-gateway (test card 4111 1111 1111 1111, UPI success@sandbox)` : 'sandbox gateway off'}; gateway ${config.payments.gatewayUrl ?? 'not configured (PAYMENT_GATEWAY_URL)'}`;
  return `\nCampus ERP is running at ${url}\n  Database: ${database}\n  ${signIn}\n  Mail (reset links) ${mail}\n  Payments: ${payments}\n`;
}

import path from 'node:path';
import * as v from 'valibot';

const intFromEnv = (fallback: number, min: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
  );

const EnvSchema = v.object({
  PORT: intFromEnv(8080, 0),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  COLLEGE_CODE: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,12}$/, 'must be 2-12 capital letters or digits')), 'DEMO'),
  COLLEGE_NAME: v.optional(v.string(), 'Demo Institute of Technology and Science'),
  /** Public result lookups allowed per client address per window (§ issue 2: stops harvesting). */
  RESULTS_RATE_LIMIT: intFromEnv(60, 1),
  RESULTS_RATE_WINDOW_MS: intFromEnv(60_000, 1000),
  BODY_LIMIT_BYTES: intFromEnv(100 * 1024, 1024),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  SEED: v.optional(v.picklist(['auto', 'always', 'never']), 'auto'),
  TRUST_PROXY: v.optional(v.picklist(['0', '1']), '0'),
  /** Passphrase of the seed's AES-encrypted password field; the app is built with the same VITE_PASSWORD_KEY. */
  PASSWORD_AES_KEY: v.optional(v.pipe(v.string(), v.minLength(8, 'must have at least 8 characters')), 'campus-erp-demo-key'),
  /** Passphrase of the encrypt/decrypt tool (§7 getDecryptedValue). */
  CRYPTO_TOOL_KEY: v.optional(v.pipe(v.string(), v.minLength(8, 'must have at least 8 characters')), 'campus-erp-tool-key'),
  DEMO_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, 'must have at least 8 characters')), 'Campus@2026'),
  /** smtp://user:pass@host:port for real mail; without it mail goes to the outbox folder in DATA_DIR. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Campus ERP <no-reply@campus-erp.local>'),
  /** The address users open, for links in mail (reset links). */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\//, 'must start with http:// or https://'))),
  /** Sign-in and reset attempts allowed per user name and per address in 15 minutes. */
  LOGIN_RATE_LIMIT: intFromEnv(10, 1),
  COOKIE_SECURE: v.optional(v.picklist(['auto', '0', '1']), 'auto'),
  /** How long a result sheet is served from memory before the database is asked again; 0 turns it off. */
  RESULTS_CACHE_TTL_MS: intFromEnv(300_000, 0),
  RESULTS_CACHE_MAX: intFromEnv(50_000, 1),
  /** '1' switches maintenance mode on when the server starts (deploys); an administrator switches it off. */
  MAINTENANCE_MODE: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '0'),
  /** Days an Idempotency-Key is remembered (a replay within them gets the stored answer); then purged. */
  IDEMPOTENCY_KEY_TTL_DAYS: intFromEnv(7, 1),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  collegeCode: string;
  collegeName: string;
  resultsRateLimit: number;
  resultsRateWindowMs: number;
  bodyLimitBytes: number;
  logLevel: v.InferOutput<typeof EnvSchema>['LOG_LEVEL'];
  staticDir: string;
  seed: 'auto' | 'always' | 'never';
  /** Behind a reverse proxy, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  passwordAesKey: string;
  cryptoToolKey: string;
  demoPassword: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  loginRateLimit: number;
  /** Secure cookies: always, never, or when the request came over HTTPS. */
  cookieSecure: 'auto' | '0' | '1';
  resultsCacheTtlMs: number;
  resultsCacheMax: number;
  /** Switch maintenance mode on at start (MAINTENANCE_MODE=1). */
  maintenanceAtStart: boolean;
  /** Days an Idempotency-Key is remembered before it is purged. */
  idempotencyKeyTtlDays: number;
};

/** The only place the server reads the environment; a bad value stops the start with a clear error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = v.safeParse(EnvSchema, env);
  if (!parsed.success) {
    const problems = parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'} ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.output;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    collegeCode: e.COLLEGE_CODE,
    collegeName: e.COLLEGE_NAME,
    resultsRateLimit: e.RESULTS_RATE_LIMIT,
    resultsRateWindowMs: e.RESULTS_RATE_WINDOW_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    seed: e.SEED,
    trustProxy: e.TRUST_PROXY === '1',
    passwordAesKey: e.PASSWORD_AES_KEY,
    cryptoToolKey: e.CRYPTO_TOOL_KEY,
    demoPassword: e.DEMO_PASSWORD,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    cookieSecure: e.COOKIE_SECURE,
    resultsCacheTtlMs: e.RESULTS_CACHE_TTL_MS,
    resultsCacheMax: e.RESULTS_CACHE_MAX,
    maintenanceAtStart: e.MAINTENANCE_MODE === '1',
    idempotencyKeyTtlDays: e.IDEMPOTENCY_KEY_TTL_DAYS,
  };
}

import type { RevaluationPolicy } from '../domain/exams/revaluation';
import path from 'node:path';
import * as v from 'valibot';
import type { MailRequestLimits, SelfPaymentLimits, SignInLimits } from './http/attempt-limit';
import type { StudentClaimLimits } from './auth/student-claims';
import type { SessionPolicy } from './auth/sessions';
import { PGLITE_SHARED_BUFFERS_DEFAULT } from './db/client';
import { DEMO_SECRETS, productionProblems } from './config-production';
import { parseTrustProxy, type TrustProxy } from './http/client-address';
import { isTimeZone } from '../domain/calendar/college-time';
import type { ExamFeeRule } from '../domain/exams/eligibility';
import { MAX_PAISE } from '../domain/money/money';
import { parseFilesUrl, type FilesConfig } from './files/files-config';

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
  /**
   * Where uploaded files' bytes are kept: unset, the folder DATA_DIR/files; s3://bucket/prefix, an S3-compatible
   * object store (credentials from the standard AWS_* variables), which every replica shares.
   */
  FILES_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => s === '' || parseFilesUrl(s) !== null,
        'must be s3://bucket or s3://bucket/prefix (a bucket name of 3-63 lower-case letters, digits, dots and hyphens)',
      ),
    ),
  ),
  /** An S3-compatible server other than AWS (MinIO, Ceph…): its address; requests then use path-style URLs. */
  S3_ENDPOINT: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin such as http://127.0.0.1:9000')),
  ),
  /** The object store's region (AWS_DEFAULT_REGION is read too); us-east-1 when neither is set. */
  AWS_REGION: v.optional(v.string()),
  AWS_DEFAULT_REGION: v.optional(v.string()),
  /** Embedded database only: PostgreSQL's shared buffers inside the server process (PGlite allocates them up front). */
  PGLITE_SHARED_BUFFERS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}(kB|MB|GB)$/, 'must be a size such as 32MB')),
    PGLITE_SHARED_BUFFERS_DEFAULT,
  ),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  COLLEGE_CODE: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,12}$/, 'must be 2-12 capital letters or digits')),
    'DEMO',
  ),
  COLLEGE_NAME: v.optional(v.string(), 'Demo Institute of Technology and Science'),
  /**
   * Overall ceiling on roll-number lookups per client address per window (a flood guard, kept in each
   * replica's memory): 6,000 in 10 minutes serves a campus NAT on result day.
   */
  RESULTS_RATE_LIMIT: intFromEnv(6000, 1),
  RESULTS_RATE_WINDOW_MS: intFromEnv(600_000, 1000),
  /**
   * Lookups of unknown roll numbers ('No data found') per client address per window, shared by every
   * replica through the database; past it every roll-number lookup from the address waits for the window
   * to end. Stops a script walking roll numbers while a lab's real lookups (and its typos) are served.
   */
  RESULTS_MISS_LIMIT: intFromEnv(200, 1),
  RESULTS_MISS_WINDOW_MS: intFromEnv(600_000, 1000),
  BODY_LIMIT_BYTES: intFromEnv(100 * 1024, 1024),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  /** The server rendering of the public pages (npm run build makes it); empty turns it off: the app then renders them alone. */
  SSR_BUNDLE: v.optional(v.string(), './dist-ssr/render-page.js'),
  SEED: v.optional(v.picklist(['auto', 'always', 'never']), 'auto'),
  /** Reverse proxies in front of the server: how many (0, 1, 2…), or their addresses and CIDR ranges. */
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), '0'),
    v.check(
      (s) => parseTrustProxy(s) !== null,
      'must be a number of proxies (0, 1, 2…) or a comma list of their addresses or CIDR ranges',
    ),
  ),
  /** Passphrase of the seed's AES-encrypted password field; the app is built with the same VITE_PASSWORD_KEY. */
  PASSWORD_AES_KEY: v.optional(
    v.pipe(v.string(), v.minLength(8, 'must have at least 8 characters')),
    DEMO_SECRETS.PASSWORD_AES_KEY,
  ),
  /** Passphrase of the encrypt/decrypt tool (§7 getDecryptedValue). */
  CRYPTO_TOOL_KEY: v.optional(
    v.pipe(v.string(), v.minLength(8, 'must have at least 8 characters')),
    DEMO_SECRETS.CRYPTO_TOOL_KEY,
  ),
  /** Calls of the encrypt/decrypt tool per client address in 15 minutes: far above what a person types. */
  CRYPTO_TOOL_RATE_LIMIT: intFromEnv(300, 1),
  DEMO_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, 'must have at least 8 characters')), 'Campus@2026'),
  /** smtp://user:pass@host:port for real mail; without it mail goes to the outbox folder in DATA_DIR. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Campus ERP <no-reply@campus-erp.local>'),
  /** The address users open, for links in mail (reset links). */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\//, 'must start with http:// or https://'))),
  /** Failed sign-ins per user name answered at once; after that each next attempt waits a growing delay. */
  LOGIN_FREE_FAILURES: intFromEnv(3, 1),
  /** The first delay (after LOGIN_FREE_FAILURES failures); it doubles with every further failure... */
  LOGIN_DELAY_BASE_MS: intFromEnv(1000, 1),
  /** ...up to this. */
  LOGIN_DELAY_MAX_MS: intFromEnv(15 * 60_000, 1),
  /** Failed sign-ins that lock a user name, until the mailed unlock link is used or LOGIN_LOCKOUT_MS passes. */
  LOGIN_LOCKOUT_FAILURES: intFromEnv(10, 2),
  LOGIN_LOCKOUT_MS: intFromEnv(60 * 60_000, 1000),
  /** A user name's failures are forgotten this long after the last one (a success forgets them at once). */
  LOGIN_FAILURE_MEMORY_MS: intFromEnv(24 * 60 * 60_000, 1000),
  /** Failed sign-ins (and invalid reset links) per client address per window: far above one person's typos. */
  LOGIN_ADDRESS_FAILURE_LIMIT: intFromEnv(200, 1),
  LOGIN_ADDRESS_WINDOW_MS: intFromEnv(15 * 60_000, 1000),
  /** Mails asked for (reset link, user names) per e-mail address per window, and per client address. */
  /**
   * The applicant's self payment (/selfPayment): misses of admission number + date of birth that lock the
   * admission number for SELF_PAYMENT_LOCKOUT_MS (the right date of birth too), and misses per client address
   * per SELF_PAYMENT_ADDRESS_WINDOW_MS (an address cannot walk admission numbers).
   */
  SELF_PAYMENT_FAILURE_LIMIT: intFromEnv(5, 1),
  SELF_PAYMENT_LOCKOUT_MS: intFromEnv(60 * 60_000, 1000),
  SELF_PAYMENT_ADDRESS_FAILURE_LIMIT: intFromEnv(50, 1),
  SELF_PAYMENT_ADDRESS_WINDOW_MS: intFromEnv(60 * 60_000, 1000),
  /**
   * Claims on a student (a parent linking, an alumni account for the roll number): misses of date of birth
   * or code per roll number, from any accounts and addresses, within the window lock the roll number's
   * claims for STUDENT_CLAIM_LOCKOUT_MS; at most STUDENT_CLAIM_CODES codes are sent per roll number per window.
   */
  STUDENT_CLAIM_MISS_LIMIT: intFromEnv(5, 1),
  STUDENT_CLAIM_WINDOW_MS: intFromEnv(60 * 60_000, 1000),
  STUDENT_CLAIM_LOCKOUT_MS: intFromEnv(60 * 60_000, 1000),
  STUDENT_CLAIM_CODES: intFromEnv(5, 1),
  /** Minutes without a request that end a session (kiosks: the shorter kiosk time); also how old a password may be for a sensitive change. */
  SESSION_IDLE_MINUTES: intFromEnv(30, 1),
  SESSION_KIOSK_IDLE_MINUTES: intFromEnv(5, 1),
  /** Days a Remember me session lasts, without an idle end; 0: the college does not allow Remember me. */
  SESSION_REMEMBER_ME_DAYS: intFromEnv(30, 0),
  /** Anonymous sign-ups per client address per window (a campus NAT shares one address: keep it well above a family's). */
  SIGNUP_ADDRESS_LIMIT: intFromEnv(20, 1),
  SIGNUP_ADDRESS_WINDOW_MS: intFromEnv(60 * 60_000, 1000),
  /**
   * An SMS gateway that takes POST { to, text } (JSON): a parent's claim code then goes to the parent mobile
   * on the admission record. Without it every code goes to the student's e-mail.
   */
  SMS_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\//, 'must start with http:// or https://'))),
  MAIL_REQUEST_LIMIT: intFromEnv(5, 1),
  MAIL_REQUEST_ADDRESS_LIMIT: intFromEnv(100, 1),
  MAIL_REQUEST_WINDOW_MS: intFromEnv(60 * 60_000, 1000),
  COOKIE_SECURE: v.optional(v.picklist(['auto', '0', '1']), 'auto'),
  /** How long a result sheet is served from memory before the database is asked again; 0 turns it off. */
  RESULTS_CACHE_TTL_MS: intFromEnv(300_000, 0),
  RESULTS_CACHE_MAX: intFromEnv(50_000, 1),
  /** '1' switches maintenance mode on when the server starts (deploys); an administrator switches it off. */
  MAINTENANCE_MODE: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '0'),
  /** Days an Idempotency-Key is remembered (a replay within them gets the stored answer); then purged. */
  IDEMPOTENCY_KEY_TTL_DAYS: intFromEnv(7, 1),
  /** The attendance a student needs, in percent (below it: told by mail, flagged, not eligible for examinations). */
  ATTENDANCE_THRESHOLD_PERCENT: v.pipe(intFromEnv(75, 1), v.maxValue(100, 'must be at most 100')),
  EXAM_GRACE_PER_SUBJECT: v.pipe(intFromEnv(5, 0), v.maxValue(100, 'must be at most 100')),
  EXAM_GRACE_PER_STUDENT: v.pipe(intFromEnv(10, 0), v.maxValue(100, 'must be at most 100')),
  /** Calendar days after publication that recounting and revaluation applications stay open; their fees (paise). */
  REVALUATION_WINDOW_DAYS: v.pipe(intFromEnv(15, 0), v.maxValue(365, 'must be at most 365')),
  REVALUATION_FEE_PAISE: v.pipe(intFromEnv(100_000, 1), v.maxValue(MAX_PAISE, 'is too large')),
  RECOUNTING_FEE_PAISE: v.pipe(intFromEnv(50_000, 1), v.maxValue(MAX_PAISE, 'is too large')),
  /** From it up to the threshold a student sits the exams once the condonation fee is paid; below it, detained. */
  ATTENDANCE_CONDONATION_PERCENT: v.pipe(intFromEnv(65, 0), v.maxValue(100, 'must be at most 100')),
  /** The exam fees registration makes (paise): regular exam, supplementary exam and its part per subject, condonation. */
  ATTENDANCE_CONDONATION_FEE_PAISE: v.pipe(intFromEnv(100_000, 1), v.maxValue(MAX_PAISE, 'is too large')),
  EXAM_FEE_REGULAR_PAISE: v.pipe(intFromEnv(185_000, 1), v.maxValue(MAX_PAISE, 'is too large')),
  EXAM_FEE_SUPPLEMENTARY_PAISE: v.pipe(intFromEnv(50_000, 0), v.maxValue(MAX_PAISE, 'is too large')),
  EXAM_FEE_PER_SUBJECT_PAISE: v.pipe(intFromEnv(30_000, 0), v.maxValue(100_000_000, 'is too large')),
  /** Days the rows an admissions upload did not save are kept for the clerk's error sheet; then purged. */
  IMPORT_REJECTS_TTL_DAYS: intFromEnv(7, 1),
  /** The college's time zone (IANA name): its calendar day is "today" for admissions, receipts and PDF stamps. */
  COLLEGE_TIME_ZONE: v.optional(
    v.pipe(v.string(), v.check(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata')),
    'Asia/Kolkata',
  ),
  NODE_ENV: v.optional(v.string(), 'development'),
  /** The payment gateway's address (Lyra-compatible REST API); defaults to our own sandbox when it is on. */
  PAYMENT_GATEWAY_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\//, 'must start with http:// or https://'))),
  /**
   * The sandbox gateway at /sandbox-gateway: auto = on only in development (NODE_ENV unset, development or
   * test), so staging or production never serve it unless PAYMENT_SANDBOX=1 says so.
   */
  PAYMENT_SANDBOX: v.optional(v.picklist(['auto', '0', '1'], 'must be auto, 0 or 1'), 'auto'),
  /** Where the gateway's hosted payment pages are, if not on PAYMENT_GATEWAY_URL's origin: the app opens no other paymentLink. */
  PAYMENT_LINK_ORIGIN: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin such as https://pay.example.com')),
  ),
  /** How long one call to the gateway may take, and how often a call failing on the network is tried again. */
  PAYMENT_GATEWAY_TIMEOUT_MS: intFromEnv(15_000, 100),
  PAYMENT_GATEWAY_RETRIES: intFromEnv(2, 0),
  /** Minutes between reconciliations (asking the gateway about payments still DUE); 0 turns the schedule off. */
  RECONCILE_INTERVAL_MINUTES: intFromEnv(10, 0),
  /** Passphrase the gateway keys are encrypted with (AES-256-GCM); set your own outside the demo. */
  /**
   * Passphrase the Aadhaar numbers of admissions are encrypted (AES-256-GCM) and hashed (HMAC-SHA-256) with.
   * Required when NODE_ENV=production; changing it makes stored numbers unreadable.
   */
  AADHAAR_KEY: v.optional(v.pipe(v.string(), v.minLength(16, 'must have at least 16 characters'))),
  GATEWAY_KEYS_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, 'must have at least 16 characters')),
    DEMO_SECRETS.GATEWAY_KEYS_SECRET,
  ),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded files' bytes live (FILES_URL): the folder DATA_DIR/files, or an S3-compatible bucket. */
  files: FilesConfig;
  /** PGLITE_SHARED_BUFFERS (embedded database only). */
  pgliteSharedBuffers: string;
  databaseUrl: string | undefined;
  collegeCode: string;
  collegeName: string;
  resultsRateLimit: number;
  resultsRateWindowMs: number;
  resultsMissLimit: number;
  resultsMissWindowMs: number;
  bodyLimitBytes: number;
  logLevel: v.InferOutput<typeof EnvSchema>['LOG_LEVEL'];
  staticDir: string;
  /** Public pages are rendered on the server from this build (null: off). */
  ssrBundle: string | null;
  /** What loads the demo college on an empty database; production never does ('auto' means 'never' there). */
  seed: 'auto' | 'always' | 'never';
  /** NODE_ENV=production: every secret set, no demo college. */
  production: boolean;
  /** The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed. */
  trustProxy: TrustProxy;
  passwordAesKey: string;
  cryptoToolKey: string;
  cryptoToolRateLimit: number;
  demoPassword: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  signInLimits: SignInLimits;
  mailRequestLimits: MailRequestLimits;
  selfPaymentLimits: SelfPaymentLimits;
  studentClaimLimits: StudentClaimLimits;
  sessionPolicy: SessionPolicy;
  signUpAddressLimit: { limit: number; windowMs: number };
  /** SMS_URL: the SMS gateway for claim codes to a parent mobile (none: they go by e-mail). */
  smsUrl: string | undefined;
  /** Secure cookies: always, never, or when the request came over HTTPS. */
  cookieSecure: 'auto' | '0' | '1';
  resultsCacheTtlMs: number;
  resultsCacheMax: number;
  /** Switch maintenance mode on at start (MAINTENANCE_MODE=1). */
  maintenanceAtStart: boolean;
  /** Days an Idempotency-Key is remembered before it is purged. */
  idempotencyKeyTtlDays: number;
  /** ATTENDANCE_THRESHOLD_PERCENT (75): below it a student is short of attendance. */
  attendanceThreshold: number;
  /** EXAM_GRACE_PER_SUBJECT (5) and EXAM_GRACE_PER_STUDENT (10): the most grace marks in a subject and in an exam. */
  examGrace: { perSubject: number; perStudent: number };
  /** REVALUATION_WINDOW_DAYS (15), REVALUATION_FEE_PAISE (100000), RECOUNTING_FEE_PAISE (50000). */
  revaluation: RevaluationPolicy;
  /** ATTENDANCE_CONDONATION_PERCENT and the EXAM_FEE_* amounts: who sits an exam and what registration charges. */
  examEligibility: { condonation: number; fees: ExamFeeRule };
  /** IMPORT_REJECTS_TTL_DAYS: days an upload's rows not submitted are kept before they are purged. */
  importRejectsTtlDays: number;
  /** COLLEGE_TIME_ZONE (default Asia/Kolkata). */
  collegeTimeZone: string;
  payments: PaymentsConfig;
  /** AADHAAR_KEY (a development default outside production). */
  aadhaarKey: string;
  /** How often the server reconciles open payments with the gateway (ms); 0 = never. */
  reconcileIntervalMs: number;
};

/** The window CRYPTO_TOOL_RATE_LIMIT counts in. */
export const CRYPTO_TOOL_RATE_WINDOW_MS = 15 * 60_000;

/** Development only: production refuses to start without its own AADHAAR_KEY. */
const DEMO_AADHAAR_KEY = DEMO_SECRETS.AADHAAR_KEY;

export interface PaymentsConfig {
  /** The gateway's base address (…/pg/rest/v1 is appended by the client); undefined when none is configured. */
  gatewayUrl: string | undefined;
  /** The only origin whose paymentLink the app opens: PAYMENT_LINK_ORIGIN, else the gateway's; undefined without a gateway. */
  paymentLinkOrigin: string | undefined;
  /** Serve the sandbox gateway at /sandbox-gateway. */
  sandbox: boolean;
  timeoutMs: number;
  retries: number;
  keysSecret: string;
  /** NODE_ENV=production (the sandbox is then off unless PAYMENT_SANDBOX=1, and a warning is logged if on). */
  production: boolean;
}

/** The only place the server reads the environment; a bad value stops the start with a clear error. */
/**
 * scrypt's cost N for new password hashes: 16384 (2^14, about 60 ms a hash on one core) unless PASSWORD_SCRYPT_N names
 * another power of two from 1024 to 65536. Read on its own, not in loadConfig: the seed and the command-line tools hash
 * passwords without a server's config. The unit and API suite sets 1024 (vitest.config.ts), as it signs in thousands
 * of times; a stored hash carries its own N, so verifying always follows the hash it reads.
 */
export function passwordScryptCost(value = process.env.PASSWORD_SCRYPT_N): number {
  if (value === undefined || value === '') return 16384;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1024 || n > 65536 || (n & (n - 1)) !== 0)
    throw new Error('PASSWORD_SCRYPT_N must be a power of two from 1024 to 65536');
  return n;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = v.safeParse(EnvSchema, env);
  const problems = [
    ...(parsed.success ? [] : parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'} ${i.message}`)),
    ...productionProblems(env),
  ];
  if (problems.length > 0 || !parsed.success) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  const e = parsed.output;
  const clash = [
    e.LOGIN_LOCKOUT_FAILURES <= e.LOGIN_FREE_FAILURES && 'LOGIN_LOCKOUT_FAILURES must be more than LOGIN_FREE_FAILURES',
    e.LOGIN_DELAY_MAX_MS < e.LOGIN_DELAY_BASE_MS && 'LOGIN_DELAY_MAX_MS must be at least LOGIN_DELAY_BASE_MS',
    e.LOGIN_FAILURE_MEMORY_MS < e.LOGIN_LOCKOUT_MS && 'LOGIN_FAILURE_MEMORY_MS must be at least LOGIN_LOCKOUT_MS',
    e.LOGIN_ADDRESS_FAILURE_LIMIT <= e.LOGIN_LOCKOUT_FAILURES &&
      'LOGIN_ADDRESS_FAILURE_LIMIT must be more than LOGIN_LOCKOUT_FAILURES',
    e.ATTENDANCE_CONDONATION_PERCENT > e.ATTENDANCE_THRESHOLD_PERCENT &&
      'ATTENDANCE_CONDONATION_PERCENT must be at most ATTENDANCE_THRESHOLD_PERCENT',
    e.EXAM_FEE_SUPPLEMENTARY_PAISE + e.EXAM_FEE_PER_SUBJECT_PAISE === 0 &&
      'EXAM_FEE_SUPPLEMENTARY_PAISE and EXAM_FEE_PER_SUBJECT_PAISE cannot both be 0',
    e.SESSION_KIOSK_IDLE_MINUTES > e.SESSION_IDLE_MINUTES &&
      'SESSION_KIOSK_IDLE_MINUTES must be at most SESSION_IDLE_MINUTES',
    e.SESSION_IDLE_MINUTES > 24 * 60 && 'SESSION_IDLE_MINUTES must be at most 1440 (a session lasts a day)',
    e.S3_ENDPOINT &&
      !e.FILES_URL &&
      'S3_ENDPOINT is set but FILES_URL is not: set FILES_URL=s3://bucket/prefix to keep files there',
  ].filter(Boolean);
  if (clash.length > 0) throw new Error(`Invalid configuration: ${clash.join('; ')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    files: filesConfig(e),
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    databaseUrl: e.DATABASE_URL || undefined,
    collegeCode: e.COLLEGE_CODE,
    collegeName: e.COLLEGE_NAME,
    resultsRateLimit: e.RESULTS_RATE_LIMIT,
    resultsRateWindowMs: e.RESULTS_RATE_WINDOW_MS,
    resultsMissLimit: e.RESULTS_MISS_LIMIT,
    resultsMissWindowMs: e.RESULTS_MISS_WINDOW_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    ssrBundle: e.SSR_BUNDLE.trim() ? path.resolve(e.SSR_BUNDLE) : null,
    seed: e.NODE_ENV === 'production' && e.SEED === 'auto' ? 'never' : e.SEED,
    production: e.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(e.TRUST_PROXY)!,
    passwordAesKey: e.PASSWORD_AES_KEY,
    cryptoToolKey: e.CRYPTO_TOOL_KEY,
    cryptoToolRateLimit: e.CRYPTO_TOOL_RATE_LIMIT,
    demoPassword: e.DEMO_PASSWORD,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    signInLimits: {
      freeFailures: e.LOGIN_FREE_FAILURES,
      delayBaseMs: e.LOGIN_DELAY_BASE_MS,
      delayMaxMs: e.LOGIN_DELAY_MAX_MS,
      lockoutFailures: e.LOGIN_LOCKOUT_FAILURES,
      lockoutMs: e.LOGIN_LOCKOUT_MS,
      failureMemoryMs: e.LOGIN_FAILURE_MEMORY_MS,
      addressFailureLimit: e.LOGIN_ADDRESS_FAILURE_LIMIT,
      addressWindowMs: e.LOGIN_ADDRESS_WINDOW_MS,
    },
    mailRequestLimits: {
      perEmail: e.MAIL_REQUEST_LIMIT,
      perAddress: e.MAIL_REQUEST_ADDRESS_LIMIT,
      windowMs: e.MAIL_REQUEST_WINDOW_MS,
    },
    selfPaymentLimits: {
      failures: e.SELF_PAYMENT_FAILURE_LIMIT,
      lockoutMs: e.SELF_PAYMENT_LOCKOUT_MS,
      addressFailureLimit: e.SELF_PAYMENT_ADDRESS_FAILURE_LIMIT,
      addressWindowMs: e.SELF_PAYMENT_ADDRESS_WINDOW_MS,
    },
    studentClaimLimits: {
      missLimit: e.STUDENT_CLAIM_MISS_LIMIT,
      missWindowMs: e.STUDENT_CLAIM_WINDOW_MS,
      lockMs: e.STUDENT_CLAIM_LOCKOUT_MS,
      codesPerWindow: e.STUDENT_CLAIM_CODES,
    },
    sessionPolicy: {
      idleMinutes: e.SESSION_IDLE_MINUTES,
      kioskIdleMinutes: e.SESSION_KIOSK_IDLE_MINUTES,
      rememberMeDays: e.SESSION_REMEMBER_ME_DAYS,
    },
    signUpAddressLimit: { limit: e.SIGNUP_ADDRESS_LIMIT, windowMs: e.SIGNUP_ADDRESS_WINDOW_MS },
    smsUrl: e.SMS_URL || undefined,
    cookieSecure: e.COOKIE_SECURE,
    resultsCacheTtlMs: e.RESULTS_CACHE_TTL_MS,
    resultsCacheMax: e.RESULTS_CACHE_MAX,
    maintenanceAtStart: e.MAINTENANCE_MODE === '1',
    idempotencyKeyTtlDays: e.IDEMPOTENCY_KEY_TTL_DAYS,
    attendanceThreshold: e.ATTENDANCE_THRESHOLD_PERCENT,
    examGrace: { perSubject: e.EXAM_GRACE_PER_SUBJECT, perStudent: e.EXAM_GRACE_PER_STUDENT },
    revaluation: {
      windowDays: e.REVALUATION_WINDOW_DAYS,
      feePaise: { revaluation: e.REVALUATION_FEE_PAISE, recounting: e.RECOUNTING_FEE_PAISE },
    },
    examEligibility: {
      condonation: e.ATTENDANCE_CONDONATION_PERCENT,
      fees: {
        regularPaise: e.EXAM_FEE_REGULAR_PAISE,
        supplementaryPaise: e.EXAM_FEE_SUPPLEMENTARY_PAISE,
        perSubjectPaise: e.EXAM_FEE_PER_SUBJECT_PAISE,
        condonationPaise: e.ATTENDANCE_CONDONATION_FEE_PAISE,
      },
    },
    importRejectsTtlDays: e.IMPORT_REJECTS_TTL_DAYS,
    collegeTimeZone: e.COLLEGE_TIME_ZONE,
    payments: paymentsConfig(e),
    aadhaarKey: e.AADHAAR_KEY ?? DEMO_AADHAAR_KEY,
    reconcileIntervalMs: e.RECONCILE_INTERVAL_MINUTES * 60_000,
  };
}

function filesConfig(e: v.InferOutput<typeof EnvSchema>): FilesConfig {
  const s3 = e.FILES_URL ? parseFilesUrl(e.FILES_URL) : null;
  if (!s3) return { kind: 'folder', dir: path.join(path.resolve(e.DATA_DIR), 'files') };
  return {
    kind: 's3',
    ...s3,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    region: e.AWS_REGION || e.AWS_DEFAULT_REGION || 'us-east-1',
  };
}

function paymentsConfig(e: v.InferOutput<typeof EnvSchema>): PaymentsConfig {
  const development = e.NODE_ENV === 'development' || e.NODE_ENV === 'test';
  const sandbox = e.PAYMENT_SANDBOX === '1' || (e.PAYMENT_SANDBOX === 'auto' && development);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const gatewayUrl =
    e.PAYMENT_GATEWAY_URL?.replace(/\/$/, '') || (sandbox ? `${publicUrl}/sandbox-gateway` : undefined);
  const linkOrigin = e.PAYMENT_LINK_ORIGIN ?? gatewayUrl;
  return {
    gatewayUrl,
    paymentLinkOrigin: linkOrigin ? new URL(linkOrigin).origin : undefined,
    sandbox,
    timeoutMs: e.PAYMENT_GATEWAY_TIMEOUT_MS,
    retries: e.PAYMENT_GATEWAY_RETRIES,
    keysSecret: e.GATEWAY_KEYS_SECRET,
    production: e.NODE_ENV === 'production',
  };
}

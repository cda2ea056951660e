import * as v from 'valibot';
import { isTimeZone } from '../../domain/calendar/college-time';
import { MAX_PAISE } from '../../domain/money/money';
import { DEMO_SECRETS } from '../config-production';
import { PGLITE_SHARED_BUFFERS_DEFAULT } from '../db/client';
import { parseFilesUrl } from '../files/files-config';
import { parseTrustProxy } from '../http/client-address';

const intFromEnv = (fallback: number, min: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
  );

/** Every environment variable the server reads, with its default and what makes a value wrong. */
export const EnvSchema = v.object({
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
  /**
   * Result PDFs that may wait per PDF thread; beyond them a PDF is answered 503 and the page builds it on the device
   * from the sheet it shows. 0 sends every result PDF to the device (a server too small to build them).
   */
  PDF_QUEUE_PER_THREAD: intFromEnv(200, 0),
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

/** The environment once checked: each variable as its schema gives it. */
export type Env = v.InferOutput<typeof EnvSchema>;

import path from 'node:path';
import * as v from 'valibot';
import { DEMO_SECRETS, productionProblems } from './config-production';
import { parseTrustProxy } from './http/client-address';
import type { Config } from './config/config-shape';
import { EnvSchema } from './config/env-schema';
import { filesConfig } from './config/files-storage-config';
import { paymentsConfig } from './config/payments-config';

export type { Config } from './config/config-shape';
export type { PaymentsConfig } from './config/payments-config';
export { passwordScryptCost } from './config/password-cost';

/** The window CRYPTO_TOOL_RATE_LIMIT counts in. */
export const CRYPTO_TOOL_RATE_WINDOW_MS = 15 * 60_000;

/** Development only: production refuses to start without its own AADHAAR_KEY. */
const DEMO_AADHAAR_KEY = DEMO_SECRETS.AADHAAR_KEY;

/** The only place the server reads the environment; a bad value stops the start with a clear error. */
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
    pdfQueuePerThread: e.PDF_QUEUE_PER_THREAD,
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

import type { ExamFeeRule } from '../../domain/exams/eligibility';
import type { RevaluationPolicy } from '../../domain/exams/revaluation';
import type { StudentClaimLimits } from '../auth/student-claims';
import type { SessionPolicy } from '../auth/sessions';
import type { FilesConfig } from '../files/files-config';
import type { MailRequestLimits, SelfPaymentLimits, SignInLimits } from '../http/attempt-limit';
import type { TrustProxy } from '../http/client-address';
import type { Env } from './env-schema';
import type { PaymentsConfig } from './payments-config';

/** The server's configuration as loadConfig makes it from the environment. */
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
  logLevel: Env['LOG_LEVEL'];
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
  /** Result PDFs that may wait per PDF thread before one is answered 503 (the page then builds it). */
  pdfQueuePerThread: number;
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

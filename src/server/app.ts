import { setupRoutes } from './modules/setup/routes';
import { setupService } from './modules/setup/service';
import { collegeImagesService } from './modules/setup/college-images';
import path from 'node:path';
import pkg from '../../package.json' with { type: 'json' };
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { HTTPException } from 'hono/http-exception';
import { CRYPTO_TOOL_RATE_WINDOW_MS, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { requestScopedDatabase } from './db/request-scope';
import { assertEveryRouteListed, authorize } from './auth/authorize';
import type { AppEnv } from './auth/session-user';
import { guessablePassword } from './auth/common-passwords';
import { recentPassword } from './auth/recent-password';
import { sessionStore } from './auth/sessions';
import { studentClaims } from './auth/student-claims';
import { AUTH_MESSAGES } from '../domain/auth/messages';
import { anonymousAddressLimit } from './http/address-limit';
import { createSmsSender, type SmsSender } from './mail/sms';
import { mailRequestLimiter, selfPaymentLimiter, signInLimiter } from './http/attempt-limit';
import { attemptStore, systemClock, type Clock } from './http/attempt-store';
import { lookupLimiter } from './http/lookup-limit';
import { addressRateLimit } from './http/address-rate-limit';
import { clientAddress } from './http/client-address';
import { crossOriginGuard } from './http/cross-origin-guard';
import { refuseNulInBody, refuseNulInUrl } from './http/nul-bytes';
import { errorForLog } from './http/error-for-log';
import { fileDownloadRoutes } from './files/download-routes';
import { FILE_OWNERS } from './files/owners';
import { publicHostOnly } from './http/public-host';
import { leaveFileOwners } from './modules/leave/file-owners';
import { calendarTerms } from './modules/timetable/calendar-terms';
import { alumniFileOwners } from './modules/alumni/file-owners';
import { fileStorageFor } from './files/file-storage-for';
import { storedFilesService } from './files/stored-files';
import { bodyLimit } from 'hono/body-limit';
import { bodyLimits } from './http/body-limits';
import { idempotency } from './http/idempotency';
import { requestLogger, type Logger } from './http/logger';
import { staticApp } from './http/static-app';
import { APP_POLICY, contentSecurityPolicy } from './http/content-security-policy';
import type { PageRenderer } from './http/load-page-renderer';
import { renderPageForRequest } from './http/render-page-for-request';
import { gatewayClient } from './gateway/client';
import { gatewayKeysService } from './gateway/gateway-keys';
import { sandboxChargeStore } from './gateway/sandbox/charge-store';
import { sandboxGatewayRoutes } from './gateway/sandbox/routes';
import { DEFAULT_WEBHOOK_OPTIONS, type WebhookOptions } from './gateway/sandbox/webhook';
import { createMailer, sendInBackground, type Mailer } from './mail/mailer';
import { achievementRoutes } from './modules/achievements/routes';
import { achievementsService } from './modules/achievements/service';
import { alumniAccountRoutes } from './modules/alumni/account-routes';
import { alumniRoutes } from './modules/alumni/routes';
import { alumniService } from './modules/alumni/service';
import { authRoutes } from './modules/auth/routes';
import { accountsService } from './modules/auth/service';
import { restoreCredentialsRoutes } from './modules/auth/restore-credentials-routes';
import { dashboardRoutes } from './modules/dashboards/routes';
import { dashboardsService } from './modules/dashboards/service';
import { docsRoutes } from './modules/docs/routes';
import { allotmentRoutes } from './modules/faculty/allotment-routes';
import { allotmentStore } from './modules/faculty/allotment-store';
import { examRoutes } from './modules/exams/exam-routes';
import { marksRoutes } from './modules/exams/marks-routes';
import { marksStore } from './modules/exams/marks-store';
import { examMarksImporter } from './modules/exams/marks-upload';
import { EXAM_MARKS_FILE_TYPE } from '../domain/exams/marks';
import { examStore } from './modules/exams/exam-store';
import { condonationSettlements } from './modules/exams/service';
import { resultRoutes } from './modules/exams/result-routes';
import { publicationStore } from './modules/exams/publication-store';
import { resultStore } from './modules/exams/result-store';
import { revaluationRoutes } from './modules/exams/revaluation-routes';
import { revaluationStore } from './modules/exams/revaluation-store';
import { hallTicketMaker } from './modules/exams/hall-tickets';
import { memoRoutes } from './modules/memos/memo-routes';
import { memoStore } from './modules/memos/memo-store';
import { analysisRoutes } from './modules/result-analysis/analysis-routes';
import { analysisStore } from './modules/result-analysis/analysis-store';
import { timetableRoutes } from './modules/timetable/timetable-routes';
import { timetableStore } from './modules/timetable/timetable-store';
import { leaveRoutes } from './modules/leave/leave-routes';
import { leaveStore } from './modules/leave/leave-store';
import { leaveNotifications } from './modules/leave/leave-notifications';
import { collegeDay } from '../domain/calendar/college-time';
import { attendanceRoutes } from './modules/attendance/attendance-routes';
import { calendarRoutes } from './modules/calendar/calendar-routes';
import { calendarStore } from './modules/calendar/calendar-store';
import { attendanceStore } from './modules/attendance/attendance-store';
import { facultyRecordViewRoutes } from './modules/faculty/record-view-routes';
import { facultyRoutes } from './modules/faculty/routes';
import { paymentsModule } from './modules/payments/module';
import { facultyService } from './modules/faculty/service';
import { homeRoutes } from './modules/home/routes';
import { homeService } from './modules/home/service';
import { parentsRoutes } from './modules/parents/routes';
import { linkedStudentIds, parentsService } from './modules/parents/service';
import { resultsRoutes } from './modules/results/routes';
import { resultsService } from './modules/results/service';
import { withSheetCache, type CachedResults } from './modules/results/sheet-cache';
import { listenForResultChanges } from './modules/results/result-changes';
import { maintenanceGate } from './modules/maintenance/middleware';
import { maintenanceRoutes } from './modules/maintenance/routes';
import { maintenanceService } from './modules/maintenance/service';
import { mastersRoutes } from './modules/masters/routes';
import { changeRequestRoutes } from './modules/academic/change-request-routes';
import { changeRequestStore } from './modules/academic/change-requests';
import { academicListRoutes } from './modules/academic/routes';
import { listStore } from './modules/academic/list-store';
import { listImporters } from './modules/academic/list-upload';
import { studentUploadRoutes, studentsImporter } from './modules/students/student-upload';
import { studentRoutes } from './modules/students/routes';
import { directoryStore } from './modules/students/directory-store';
import { rollNumberStore } from './modules/students/roll-number-store';
import { movesStore } from './modules/students/moves-store';
import { admissionsModule } from './modules/admissions/module';
import { mastersService } from './modules/masters/service';
import { aadhaarVault } from './modules/admissions/aadhaar';
import { admissionsBulkRoutes } from './modules/admissions/bulk-routes';
import { admissionsDashboardRoutes } from './modules/admissions/dashboard';
import { loginCreationRoutes } from './modules/users/login-routes';
import { programRoutes } from './modules/users/program-routes';
import { toolsRoutes } from './modules/tools/routes';
import { usersService } from './modules/users/service';
import { signupRoutes } from './modules/users/signup-routes';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Defaults to SMTP_URL, or the outbox folder in DATA_DIR. */
  mailer?: Mailer;
  /** Defaults to SMS_URL's gateway, or none (codes for a mobile go by e-mail). */
  sms?: SmsSender | null;
  /** The time the attempt limits read; tests move it forward instead of sleeping. */
  clock?: Clock;
  /** The sandbox gateway's webhook retry pauses (tests make them short). */
  sandboxWebhook?: WebhookOptions;
  /** How the server calls the payment gateway (tests route it to the in-process sandbox). */
  gatewayFetch?: typeof fetch;
  /** Start interval timers (reconciliation): the server does; tests do not. */
  schedules?: boolean;
  /** Renders pages into the HTML (loadPageRenderer): public pages, signed-in dashboards and first forms; without it the app renders them in the browser. */
  pageRenderer?: PageRenderer | null;
}

/** Where the sandbox payment gateway is served when PAYMENT_SANDBOX is on (outside /api: no session needed). */
const SANDBOX_GATEWAY_PATH = '/sandbox-gateway';

export function createApp({
  config,
  database,
  logger,
  mailer: givenMailer,
  sms = createSmsSender(config.smsUrl, logger),
  clock = systemClock,
  sandboxWebhook = DEFAULT_WEBHOOK_OPTIONS,
  gatewayFetch,
  schedules = false,
  pageRenderer = null,
}: AppDeps) {
  // Services query through `db`; inside an idempotent write their queries join its transaction.
  const scoped = requestScopedDatabase(database.db);
  const { db } = scoped;
  const mailer =
    givenMailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
    });
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, config.trustProxy);
  const attempts = attemptStore(db, clock);
  const lookups = lookupLimiter(
    attempts,
    {
      ceiling: config.resultsRateLimit,
      ceilingWindowMs: config.resultsRateWindowMs,
      missLimit: config.resultsMissLimit,
      missWindowMs: config.resultsMissWindowMs,
    },
    address,
  );
  const signInLimits = signInLimiter(attempts, config.signInLimits);
  const mailRequests = mailRequestLimiter(attempts, config.mailRequestLimits);
  const fileStorage = fileStorageFor(config.files);
  const storedFiles = storedFilesService(scoped, fileStorage);
  const college = homeService(db, fileStorage);
  const results: CachedResults = withSheetCache(
    resultsService(db, scoped.inTransaction),
    config.resultsCacheTtlMs,
    config.resultsCacheMax,
    listenForResultChanges(database, () => results),
  );
  const accounts = accountsService(db);
  const sessions = sessionStore(db, clock, config.sessionPolicy);
  const users = usersService(db);
  const maintenance = maintenanceService(db, logger);
  const maintenanceOnly = maintenanceGate(maintenance);
  const gateway = gatewayClient({
    baseUrl: config.payments.gatewayUrl,
    timeoutMs: config.payments.timeoutMs,
    retries: config.payments.retries,
    fetch: gatewayFetch,
  });
  const gatewayKeys = gatewayKeysService(db, config.payments.keysSecret);
  const exams = examStore(db, (fn) => scoped.transaction(fn));
  // One of each exam-cell store, shared by every router that reads or writes its tables.
  const examResults = resultStore(db, (fn) => scoped.transaction(fn));
  const examMarks = marksStore(db, (fn) => scoped.transaction(fn));
  const examRules = {
    attendance: { threshold: config.attendanceThreshold, condonation: config.examEligibility.condonation },
    fees: config.examEligibility.fees,
  };
  const payments = paymentsModule({
    scoped,
    config,
    gateway,
    keys: gatewayKeys,
    clock,
    logger,
    college,
    applicantLimits: selfPaymentLimiter(attempts, config.selfPaymentLimits),
    address,
    // A paid condonation fee lets the student sit at once, without the exam cell running registration again.
    settled: condonationSettlements(db, exams, examRules),
  });
  if (schedules) payments.startSchedule();
  const alumni = alumniService(db);
  const claims = studentClaims({ db, store: attempts, mailer, sms, logger, limits: config.studentClaimLimits });
  const signUpLimit = anonymousAddressLimit(attempts, {
    kind: 'sign-up',
    ...config.signUpAddressLimit,
    message: AUTH_MESSAGES.signUpsFromAddress,
    address,
  });

  const listTransaction = <T>(fn: () => Promise<T>) => scoped.transaction(fn);
  const lists = listStore(db, listTransaction);
  const listRequests = changeRequestStore(db);
  const timetables = timetableStore(db, (fn) => scoped.transaction(fn));
  const terms = calendarTerms(db);
  const leave = leaveStore(db, (fn) => scoped.transaction(fn), timetables, terms);
  const leaveMails = {
    applied(to: readonly string[], applicant: string, what: string) {
      for (const address of to)
        sendInBackground(mailer, logger, {
          to: address,
          subject: 'Leave waiting for your decision',
          text: `${applicant} has applied for leave (${what}).\n\nDecide it on Leave approvals: ${config.publicUrl}/app/Leave/Approvals\n`,
        });
    },
  };
  // §7: the main application service, the authentication service and the faculty database service.
  const appService = new Hono<AppEnv>()
    .route('/', homeRoutes(college))
    .route('/', resultsRoutes(results, college, lookups))
    .route('/', programRoutes(users))
    .route('/', loginCreationRoutes({ config, accounts, users, mailer }))
    .route(
      '/',
      toolsRoutes(
        config.cryptoToolKey,
        addressRateLimit(attempts, 'crypto-tool', config.cryptoToolRateLimit, CRYPTO_TOOL_RATE_WINDOW_MS, address),
      ),
    )
    .route(
      '/',
      dashboardRoutes(dashboardsService(db), (user) => leaveNotifications(leave, user, collegeDay(clock()))),
    )
    .route(
      '/',
      setupRoutes(
        setupService(db, (fn) => scoped.transaction(fn), college),
        collegeImagesService(db, storedFiles, (fn) => scoped.transaction(fn)),
      ),
    )
    .route('/', mastersRoutes(mastersService(db, clock)))
    .route('/', academicListRoutes(lists, listRequests, listTransaction, clock))
    .route('/', changeRequestRoutes(lists, listRequests, listTransaction))
    .route('/', allotmentRoutes(allotmentStore(db)))
    .route('/', timetableRoutes(timetables, terms))
    .route('/', leaveRoutes(leave, storedFiles, leaveMails, clock))
    .route('/', examRoutes(exams, db, hallTicketMaker(db, college, storedFiles, fileStorage, clock), examRules))
    .route(
      '/',
      resultRoutes({
        exams,
        results: examResults,
        publications: publicationStore(db),
        grace: config.examGrace,
        clock,
        mailer,
        logger,
        publicUrl: config.publicUrl,
        forgetSheets: () => results.forget(),
        afterCommit: (work) => scoped.afterCommit(work),
      }),
    )
    .route(
      '/',
      revaluationRoutes({
        store: revaluationStore(db),
        results: examResults,
        policy: config.revaluation,
        clock,
        mailer,
        logger,
        publicUrl: config.publicUrl,
        forgetSheets: () => results.forget(),
        afterCommit: (work) => scoped.afterCommit(work),
      }),
    )
    .route('/', marksRoutes(examMarks, exams))
    .route(
      '/',
      memoRoutes({
        store: memoStore(db),
        letterhead: async () => {
          const contact = (await college.contactData()).at(-1);
          return {
            collegeName: (await college.collegeProfile())?.name ?? 'Examinations',
            logo: await college.letterheadLogo(),
            address: contact?.campus ?? null,
            contacts: contact ? contact.phoneNumber.map((p) => p.number) : null,
          };
        },
        publicUrl: config.publicUrl,
        clock,
        linkedStudentIds: (parentUserId) => linkedStudentIds(db, parentUserId),
      }),
    )
    .route('/', analysisRoutes(analysisStore(db), clock))
    .route('/', calendarRoutes(calendarStore(db), clock))
    .route(
      '/',
      attendanceRoutes({
        store: attendanceStore(db, (fn) => scoped.transaction(fn)),
        threshold: config.attendanceThreshold,
        clock,
        terms,
        mailer,
        logger,
      }),
    )
    .route('/', facultyRecordViewRoutes(db, storedFiles))
    .route(
      '/',
      studentRoutes(
        directoryStore(db),
        rollNumberStore(db, (fn) => scoped.transaction(fn)),
        movesStore(db, (fn) => scoped.transaction(fn)),
        clock,
      ),
    )
    .route(
      '/',
      admissionsBulkRoutes({
        db,
        masters: mastersService(db, clock),
        vault: aadhaarVault(config.aadhaarKey),
        clock,
        importers: {
          ...listImporters(db, lists, listRequests, listTransaction),
          students: studentsImporter(db),
          [EXAM_MARKS_FILE_TYPE]: examMarksImporter(examMarks),
        },
      }),
    )
    .route('/', studentUploadRoutes(db))
    .route('/', admissionsDashboardRoutes(db, clock))
    .route('/', maintenanceRoutes(maintenance, logger))
    .route('/', parentsRoutes(parentsService(db, results), claims, clock))
    .route('/', payments.routes)
    .route(
      '/',
      admissionsModule({ scoped, storedFiles, storage: fileStorage, college, aadhaarKey: config.aadhaarKey, clock }),
    )
    .route('/', achievementRoutes(achievementsService(db)))
    .route('/', alumniRoutes(alumni, storedFiles))
    .route('/', alumniAccountRoutes(alumni, accounts, lookups, claims, guessablePassword(config)))
    .route(
      '/',
      fileDownloadRoutes(
        storedFiles,
        fileStorage,
        { ...FILE_OWNERS, ...alumniFileOwners(alumni), ...leaveFileOwners(leave, clock) },
        logger,
      ),
    );
  const authService = new Hono<AppEnv>()
    .route('/', authRoutes({ config, accounts, sessions, mailer, logger, signInLimits, mailRequests, address }))
    .route('/', restoreCredentialsRoutes({ config, accounts, mailer, logger, mailRequests, address }))
    .route('/', signupRoutes(config, accounts, users, signUpLimit, { mailer, logger }));
  const facultyDatabase = facultyRoutes(facultyService(db));

  const api = new Hono<AppEnv>()
    // JSON calls: BODY_LIMIT_BYTES; a multipart route declares its own (multipart() / routeBodyLimit()).
    .use(bodyLimits(config.bodyLimitBytes))
    .use(refuseNulInBody)
    .use(authorize(sessions, config))
    .use(recentPassword(clock))
    // After authorize(): administrators (from the session) keep working while maintenance is on.
    .use('/app/*', maintenanceOnly)
    .use('/auth/*', maintenanceOnly)
    .use('/fdb/*', maintenanceOnly)
    .use(idempotency(scoped, config.idempotencyKeyTtlDays))
    .get('/health', async (c) => {
      const reachable = await database.ping();
      return c.json(
        {
          status: reachable ? 'ok' : 'degraded',
          database: reachable ? 'reachable' : 'unreachable',
          kind: database.kind,
        },
        reachable ? 200 : 503,
      );
    })
    .route('/', docsRoutes(pkg.version))
    .route('/app', appService)
    .route('/auth', authService)
    .route('/fdb', facultyDatabase);
  // authorize() answers 404 for any /api call without a permission line, so no catch-all is needed.
  assertEveryRouteListed(api.routes.map((r) => ({ method: r.method, path: `/api${r.path}` })));

  const app = new Hono();
  app.use(requestLogger(logger));
  app.use(publicHostOnly(config.publicUrl, config.production));
  // Before anything reads a session, counts an attempt or parses a body.
  app.use(crossOriginGuard(config.publicUrl));
  app.use(refuseNulInUrl);
  // Only for clients that accept it: compress() re-creates every response it looks at, which would cost
  // clients that do not compress the fast path of the node server.
  const compression = compress();
  app.use((c, next) =>
    /\b(gzip|deflate)\b/.test(c.req.header('accept-encoding') ?? '') ? compression(c, next) : next(),
  );
  // Browser-facing security headers go on pages and files (registered after the API, so only they get
  // them); JSON answers only need nosniff, set before the handler so the response stays on the fast path.
  app.use('/api/*', async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
  });
  app.route('/api', api);
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: 'same-origin' }));
  app.use('*', contentSecurityPolicy(APP_POLICY));
  if (config.payments.sandbox) {
    app.use(
      `${SANDBOX_GATEWAY_PATH}/*`,
      bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ message: 'The request is too large' }, 413) }),
    );
    app.route(
      SANDBOX_GATEWAY_PATH,
      sandboxGatewayRoutes({
        store: sandboxChargeStore(db, clock),
        keys: gatewayKeys,
        logger,
        clock,
        mountPath: SANDBOX_GATEWAY_PATH,
        publicUrl: config.publicUrl,
        webhook: sandboxWebhook,
      }),
    );
  } else {
    // Off means absent: not even the app's page answers there.
    app.all(`${SANDBOX_GATEWAY_PATH}/*`, (c) => c.json({ message: 'Not found' }, 404));
  }
  app.route(
    '/',
    staticApp(config.staticDir, pageRenderer ? renderPageForRequest(app, pageRenderer, logger) : undefined),
  );

  app.onError((err, c) => {
    if (err instanceof HTTPException) return c.json({ message: err.message || 'Request failed' }, err.status);
    logger.error({ err: errorForLog(err), path: c.req.path }, 'unhandled error');
    return c.json({ message: 'Something went wrong on the server. Please try again.' }, 500);
  });
  return app;
}

import path from 'node:path';
import type { Context } from 'hono';
import { EXAM_MARKS_FILE_TYPE } from '../domain/exams/marks';
import { collegeDay } from '../domain/calendar/college-time';
import type { SessionUser } from './auth/session-user';
import { sessionStore } from './auth/sessions';
import { studentClaims } from './auth/student-claims';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { requestScopedDatabase } from './db/request-scope';
import { fileStorageFor } from './files/file-storage-for';
import { storedFilesService } from './files/stored-files';
import { gatewayClient } from './gateway/client';
import { gatewayKeysService } from './gateway/gateway-keys';
import { attemptStore, type Clock } from './http/attempt-store';
import { clientAddress } from './http/client-address';
import type { Logger } from './http/logger';
import { lookupLimiter } from './http/lookup-limit';
import { createMailer, type Mailer } from './mail/mailer';
import type { SmsSender } from './mail/sms';
import { changeRequestStore } from './modules/academic/change-requests';
import { listStore } from './modules/academic/list-store';
import { listImporters } from './modules/academic/list-upload';
import { accountsStore } from './modules/auth/service';
import { examStore } from './modules/exams/exam-store';
import { marksStore } from './modules/exams/marks-store';
import { examMarksImporter } from './modules/exams/marks-upload';
import { collegeStore } from './modules/home/service';
import { leaveNotifications } from './modules/leave/leave-notifications';
import { leaveStore } from './modules/leave/leave-store';
import { CATALOGUE_FILE_TYPE, catalogueImporter } from './modules/library/catalogue-upload';
import { maintenanceService } from './modules/maintenance/service';
import { errorForLog } from './http/error-for-log';
import { listenForResultChanges } from './modules/results/result-changes';
import { resultsStore } from './modules/results/service';
import { withSheetCache, type CachedResults } from './modules/results/sheet-cache';
import { studentsImporter } from './modules/students/student-upload';
import { calendarTerms } from './modules/timetable/calendar-terms';
import { timetableStore } from './modules/timetable/timetable-store';
import { usersStore } from './modules/users/users-store';
import { pdfThreads } from './pdf/pdf-pool';

export interface ModuleContextDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Defaults to SMTP_URL, or the outbox folder in DATA_DIR. */
  mailer?: Mailer;
  sms: SmsSender | null;
  clock: Clock;
  /** How the server calls the payment gateway (tests route it to the in-process sandbox). */
  gatewayFetch?: typeof fetch;
}

/**
 * The shared pieces every module's `build` may use: the database, configuration, clock, mail, files, limits,
 * the college and the services and stores that more than one module reads or writes (one of each, so a cache or
 * a store is never doubled between the modules that share it).
 */
export function moduleContext({
  config,
  database,
  logger,
  mailer: givenMailer,
  sms,
  clock,
  gatewayFetch,
}: ModuleContextDeps) {
  // Services query through `db`; inside an idempotent write their queries join its transaction.
  const scoped = requestScopedDatabase(database.db);
  const { db } = scoped;
  const address = (c: Context) => clientAddress(c, config.trustProxy);
  const attempts = attemptStore(db, clock);
  const fileStorage = fileStorageFor(config.files);
  const college = collegeStore(db, fileStorage);
  const pdfs = pdfThreads(config.pdfQueuePerThread);
  const results: CachedResults = withSheetCache(
    resultsStore(db, scoped.inTransaction),
    config.resultsCacheTtlMs,
    config.resultsCacheMax,
    listenForResultChanges(
      database,
      () => results,
      pdfs,
      (err) => logger.error({ err: errorForLog(err) }, 'published sheets could not be read ahead'),
    ),
  );
  const mailer =
    givenMailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
    });
  const listTransaction = <T>(fn: () => Promise<T>) => scoped.transaction(fn);
  const lists = listStore(db, listTransaction);
  const listRequests = changeRequestStore(db);
  const timetables = timetableStore(db, (fn) => scoped.transaction(fn));
  const terms = calendarTerms(db);
  const leave = leaveStore(db, (fn) => scoped.transaction(fn), timetables, terms);
  // One of each exam-cell store, shared by every router that reads or writes its tables.
  const examMarks = marksStore(db, (fn) => scoped.transaction(fn));
  return {
    config,
    database,
    scoped,
    db,
    clock,
    logger,
    mailer,
    sms,
    /** The client address the limits count (TRUST_PROXY aware). */
    address,
    attempts,
    lookups: lookupLimiter(
      attempts,
      {
        ceiling: config.resultsRateLimit,
        ceilingWindowMs: config.resultsRateWindowMs,
        missLimit: config.resultsMissLimit,
        missWindowMs: config.resultsMissWindowMs,
      },
      address,
    ),
    fileStorage,
    storedFiles: storedFilesService(scoped, fileStorage),
    college,
    results,
    /** The process's PDF threads, with this server's limit on PDFs waiting. */
    pdfs,
    accounts: accountsStore(db),
    sessions: sessionStore(db, clock, config.sessionPolicy),
    users: usersStore(db),
    maintenance: maintenanceService(db, logger),
    claims: studentClaims({ db, store: attempts, mailer, sms, logger, limits: config.studentClaimLimits }),
    gateway: gatewayClient({
      baseUrl: config.payments.gatewayUrl,
      timeoutMs: config.payments.timeoutMs,
      retries: config.payments.retries,
      fetch: gatewayFetch,
    }),
    gatewayKeys: gatewayKeysService(db, config.payments.keysSecret),
    lists,
    listRequests,
    listTransaction,
    timetables,
    terms,
    leave,
    /** The header's leave notifications of a user (the dashboards show them). */
    leaveNotices: (user: SessionUser) => leaveNotifications(leave, user, collegeDay(clock())),
    exams: examStore(db, (fn) => scoped.transaction(fn)),
    examMarks,
    examRules: {
      attendance: { threshold: config.attendanceThreshold, condonation: config.examEligibility.condonation },
      fees: config.examEligibility.fees,
    },
    /** The kinds of sheet the one upload reads (admissions' own importer aside), by fileType. */
    sheetImporters: {
      ...listImporters(db, lists, listRequests, listTransaction),
      students: studentsImporter(db),
      [EXAM_MARKS_FILE_TYPE]: examMarksImporter(examMarks),
      [CATALOGUE_FILE_TYPE]: catalogueImporter(db, (fn) => scoped.transaction(fn)),
    },
  };
}

export type ModuleContext = ReturnType<typeof moduleContext>;

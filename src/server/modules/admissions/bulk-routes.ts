import { createHash, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import { MB } from '../../../domain/files/allowed-types';
import { ADMISSION_WRITERS } from '../../../domain/admissions/access';
import { isAllowed } from '../../../domain/auth/access';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { AppEnv, SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { contentDisposition } from '../../files/download-routes';
import { IDEMPOTENCY_MESSAGES, idempotencyExempt } from '../../http/idempotency';
import { IDEMPOTENCY_HEADER } from '../../../domain/idempotency';
import { multipart } from '../../http/multipart';
import { validate } from '../../http/validate';
import { admissionsTemplate } from '../../sheets/admissions-template';
import { errorSheet } from '../../sheets/error-sheet';
import { UnreadableSheet } from '../../sheets/sheet-rows';
import { SheetTooLarge } from '../../sheets/unpacked-limits';
import type { MastersService } from '../masters/service';
import type { AadhaarVault } from './aadhaar';
import { SheetRefused, runAdmissionsImport, type ImportJob } from './bulk-import';
import { admissionLookups } from './bulk-lookups';
import { admissionsBatchWriter } from './bulk-writer';
import { collegeCodeOf } from './form-lists';
import { importStore, type ImportStore } from './import-store';
import { utcDay } from '../../../domain/calendar/calendar-date';

/** An upload of 100,000 template rows is about 14 MB as .xlsx (bench/admissions-import.ts); room to spare. */
const ADMISSIONS_UPLOAD_MAX_BYTES = 48 * MB;
const XLSX_MEDIA = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ADMISSIONS_FILE_TYPE = 'newAdmissionsForm';
const UploadQuerySchema = v.object({
  fileType: v.pipe(v.string(BULK_MESSAGES.wrongFileType), v.regex(/^[A-Za-z]{1,32}$/, BULK_MESSAGES.wrongFileType)),
});
const ImportKeySchema = v.object({
  importKey: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,255}$/, BULK_MESSAGES.importNotFound)),
});

/**
 * Another kind of sheet masterDataExcelsUploads takes (`fileType`: a list's rows, the students): who may upload it
 * (checked before the file is read, failing closed), how its rows are checked and saved, and its template's column
 * names for the sheet of rows not submitted.
 */
export interface SheetImporter {
  mayUpload(user: SessionUser): boolean;
  run(job: ImportJob, user: SessionUser, store: ImportStore): Promise<{ checked: number }>;
  headers: readonly string[];
  errorsFileName: string;
}

interface Deps {
  db: Database;
  masters: MastersService;
  vault: AadhaarVault;
  clock: () => Date;
  /** The other kinds of sheet by fileType (see SheetImporter). */
  importers?: Readonly<Record<string, SheetImporter>>;
}

/**
 * Excel bulk upload of admissions (§2 Upload toggle, §7): the template, the upload, its progress and the
 * sheet of rows not submitted. The upload answers when every row is checked and saved; while it runs, the
 * app polls admissionImports/{importKey} (the key is the upload's Idempotency-Key) for rows checked and saved.
 */
export function admissionsBulkRoutes({ db, masters, vault, clock, importers = {} }: Deps) {
  const store = importStore(db);
  const importerOf = (fileType: string) => (Object.hasOwn(importers, fileType) ? importers[fileType] : undefined);
  return new Hono<AppEnv>()
    .get('/getExcelForNewAdmissions', async (c) => {
      const { lists } = await admissionLookups(masters, await collegeCodeOf(db), utcDay(clock()));
      const bytes = await admissionsTemplate(lists);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': XLSX_MEDIA,
        'Content-Disposition': contentDisposition('attachment', 'New_Admissions_Template.xlsx'),
        'Cache-Control': 'private, no-store',
      });
    })
    .post(
      '/masterDataExcelsUploads',
      idempotencyExempt.ownKey,
      validate('query', UploadQuerySchema),
      async (c, next) => {
        // Who may upload this kind of sheet, before its bytes are read: an unknown kind is 400, anyone else 403.
        const { fileType } = c.req.valid('query');
        const importer = importerOf(fileType);
        if (fileType !== ADMISSIONS_FILE_TYPE && !importer)
          return c.json({ message: BULK_MESSAGES.wrongFileType }, 400);
        const user = c.get('user')!;
        const allowed = importer ? importer.mayUpload(user) : isAllowed(ADMISSION_WRITERS, user.roles);
        if (!allowed) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
        await next();
      },
      multipart({
        maxBodyBytes: ADMISSIONS_UPLOAD_MAX_BYTES + MB,
        files: [
          {
            name: 'excelFileUpload',
            label: 'Excel file',
            kind: 'spreadsheet',
            required: true,
            maxBytes: ADMISSIONS_UPLOAD_MAX_BYTES,
          },
        ],
      }),
      async (c) => {
        const user = c.get('user')!;
        const file = c.var.upload.files.excelFileUpload![0]!;
        const importKey = c.req.header(IDEMPOTENCY_HEADER) ?? randomUUID();
        if (!/^[\x21-\x7e]{1,255}$/.test(importKey)) return c.json({ message: BULK_MESSAGES.uploadFailed }, 400);
        // The key names one upload: the same key with another file (or file type) is refused, not answered the first report.
        const requestHash = createHash('sha256')
          .update(`${new URL(c.req.url).search}\n${JSON.stringify([file.originalName, file.mediaType, file.size])}\n`)
          .update(file.bytes)
          .digest('hex');
        const { fileType } = c.req.valid('query');
        const importer = importerOf(fileType);
        const job = await store.start({
          userId: user.id,
          importKey,
          fileType,
          fileName: file.originalName,
          fileSize: file.size,
          totalRows: null,
          requestHash,
        });
        if (!job) {
          // The same upload again with its key (a retry after a lost answer): its stored outcome, nothing saved twice.
          const earlier = (await store.find(user.id, importKey))!;
          if (earlier.requestHash !== null && earlier.requestHash !== requestHash)
            return c.json({ message: IDEMPOTENCY_MESSAGES.keyReused }, 422);
          if (earlier.status === 'checking') return c.json({ message: BULK_MESSAGES.stillRunning }, 409);
          if (earlier.status === 'failed')
            return c.json({ message: earlier.message ?? BULK_MESSAGES.uploadFailed }, 400);
          c.header('Idempotent-Replayed', 'true');
          return c.json(await store.report(earlier));
        }
        try {
          if (importer) {
            const counts = await importer.run(
              { id: job.id, bytes: file.bytes, mediaType: file.mediaType, query: new URL(c.req.url).searchParams },
              user,
              store,
            );
            await store.finish(job.id, 'done', BULK_MESSAGES.uploaded, counts.checked);
            return c.json(await store.report((await store.find(user.id, importKey))!));
          }
          const today = clock();
          const { lookups } = await admissionLookups(masters, await collegeCodeOf(db), utcDay(today));
          const writer = await admissionsBatchWriter(db, vault, user.id, today);
          const counts = await runAdmissionsImport(
            { id: job.id, bytes: file.bytes, mediaType: file.mediaType },
            { store, writer, lookups },
          );
          await store.finish(job.id, 'done', BULK_MESSAGES.uploaded, counts.checked);
        } catch (error) {
          const refused =
            error instanceof SheetRefused || error instanceof SheetTooLarge
              ? error.message
              : error instanceof UnreadableSheet
                ? BULK_MESSAGES.unreadable
                : null;
          await store.finish(job.id, 'failed', refused ?? BULK_MESSAGES.uploadFailed);
          if (refused) return c.json({ message: refused }, error instanceof SheetTooLarge ? error.status : 400);
          throw error;
        }
        return c.json(await store.report((await store.find(user.id, importKey))!));
      },
    )
    .get('/admissionImports/:importKey', validate('param', ImportKeySchema), async (c) => {
      const row = await store.find(c.get('user')!.id, c.req.valid('param').importKey);
      c.header('Cache-Control', 'private, no-store');
      return row ? c.json(store.progress(row)) : c.json({ message: BULK_MESSAGES.importNotFound }, 404);
    })
    .get('/admissionImports/:importKey/errors', validate('param', ImportKeySchema), async (c) => {
      const row = await store.find(c.get('user')!.id, c.req.valid('param').importKey);
      if (!row) return c.json({ message: BULK_MESSAGES.importNotFound }, 404);
      const importer = importerOf(row.fileType);
      const bytes = await errorSheet(store.invalidRows(row.id), importer?.headers);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': XLSX_MEDIA,
        'Content-Disposition': contentDisposition(
          'attachment',
          importer?.errorsFileName ?? 'Admissions_Not_Submitted.xlsx',
        ),
        'Cache-Control': 'private, no-store',
      });
    });
}

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import { MB } from '../../../domain/files/allowed-types';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { AppEnv } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { contentDisposition } from '../../files/download-routes';
import { idempotencyExempt } from '../../http/idempotency';
import { IDEMPOTENCY_HEADER } from '../../../domain/idempotency';
import { multipart } from '../../http/multipart';
import { validate } from '../../http/validate';
import { admissionsTemplate } from '../../sheets/admissions-template';
import { errorSheet } from '../../sheets/error-sheet';
import type { SheetImporter } from '../../sheets/sheet-import';
import { SHEET_UPLOAD_MAX_BYTES, runSheetUpload } from '../../sheets/upload-job';
import type { MastersService } from '../masters/service';
import type { AadhaarVault } from './aadhaar';
import { admissionsImporter } from './bulk-import';
import { admissionLookups } from './bulk-lookups';
import { collegeCodeOf } from './form-lists';
import { importStore } from './import-store';
import { utcDay } from '../../../domain/calendar/calendar-date';

const XLSX_MEDIA = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ADMISSIONS_FILE_TYPE = 'newAdmissionsForm';
const UploadQuerySchema = v.object({
  fileType: v.pipe(v.string(BULK_MESSAGES.wrongFileType), v.regex(/^[A-Za-z]{1,32}$/, BULK_MESSAGES.wrongFileType)),
});
const ImportKeySchema = v.object({
  importKey: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,255}$/, BULK_MESSAGES.importNotFound)),
});

interface Deps {
  db: Database;
  masters: MastersService;
  vault: AadhaarVault;
  clock: () => Date;
  /** The other kinds of sheet by fileType (see SheetUploadKind). */
  importers?: Readonly<Record<string, SheetImporter>>;
}

/**
 * Excel bulk upload of admissions (§2 Upload toggle, §7): the template, the upload, its progress and the
 * sheet of rows not submitted. The upload answers when every row is checked and saved; while it runs, the
 * app polls admissionImports/{importKey} (the key is the upload's Idempotency-Key) for rows checked and saved.
 */
export function admissionsBulkRoutes({ db, masters, vault, clock, importers = {} }: Deps) {
  const store = importStore(db);
  const all: Readonly<Record<string, SheetImporter>> = {
    ...importers,
    [ADMISSIONS_FILE_TYPE]: admissionsImporter({ db, masters, vault, clock }),
  };
  const importerOf = (fileType: string) => (Object.hasOwn(all, fileType) ? all[fileType] : undefined);
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
        if (!importer) return c.json({ message: BULK_MESSAGES.wrongFileType }, 400);
        if (!importer.mayUpload(c.get('user')!)) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
        await next();
      },
      multipart({
        maxBodyBytes: SHEET_UPLOAD_MAX_BYTES + MB,
        files: [
          {
            name: 'excelFileUpload',
            label: 'Excel file',
            kind: 'spreadsheet',
            required: true,
            maxBytes: SHEET_UPLOAD_MAX_BYTES,
          },
        ],
      }),
      async (c) => {
        const importKey = c.req.header(IDEMPOTENCY_HEADER) ?? randomUUID();
        if (!/^[\x21-\x7e]{1,255}$/.test(importKey)) return c.json({ message: BULK_MESSAGES.uploadFailed }, 400);
        const { fileType } = c.req.valid('query');
        const answer = await runSheetUpload(store, importerOf(fileType)!, {
          user: c.get('user')!,
          importKey,
          fileType,
          file: c.var.upload.files.excelFileUpload![0]!,
          url: new URL(c.req.url),
        });
        if (answer.status === 200 && answer.replayed) c.header('Idempotent-Replayed', 'true');
        return c.json(answer.body, answer.status);
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

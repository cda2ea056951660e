import { Hono, type Context } from 'hono';
import type { Locale } from '../../../domain/i18n/locales';
import { requestLocale } from '../../http/request-locale';
import { admissionPdfFileName } from '../../../domain/admissions/admission-pdf-name';
import { ADMISSION_MESSAGES as M } from '../../../domain/admissions/messages';
import {
  AdminNoParamSchema,
  AdmissionLookupSchema,
  AdmissionSearchSchema,
  SaveApplicationFormSchema,
  SaveQuerySchema,
} from '../../../domain/admissions/request-schemas';
import { MB } from '../../../domain/files/allowed-types';
import type { AppEnv } from '../../auth/session-user';
import { multipart } from '../../http/multipart';
import { validate } from '../../http/validate';
import { AdmissionError } from './admission-error';
import type { AdmissionReads } from './reads';
import { admissionsWorkbook } from './register-export';
import type { AdmissionsStore } from './admissions-store';
import { idempotencyExempt } from '../../http/idempotency';

type PdfMaker = (
  entry: ReturnType<AdmissionReads['toEntry']>,
  photoFileId: number | null,
  locale: Locale,
) => Promise<string>;

const refuse = (c: Context, error: unknown) => {
  if (error instanceof AdmissionError)
    return c.json(
      error.field ? { message: error.message, field: error.field } : { message: error.message },
      error.status,
    );
  throw error;
};

/** Personal data in every answer below: never cached by a browser or a proxy. */
const private_ = (c: Context) => c.header('Cache-Control', 'private, no-store');

/**
 * Admissions: §7 saveApplicationFormData, generateAdmistionNumber and getApplicationFormData,
 * with the register's calls (search, record for modify, PDF again, Excel export). Aadhaar numbers travel
 * only in bodies and are answered masked, except getAdmissionForEdit which gives the clerk the record.
 */
export function admissionsRoutes(service: AdmissionsStore, reads: AdmissionReads, pdf: PdfMaker) {
  return new Hono<AppEnv>()
    .post(
      '/saveApplicationFormData',
      multipart({
        maxBodyBytes: 6 * MB,
        json: { field: 'applicationFormData', schema: SaveApplicationFormSchema },
        files: [{ name: 'imageUpload', label: 'photo', kind: 'image' }],
      }),
      validate('query', SaveQuerySchema),
      async (c) => {
        const { editedAadharNumber, ...payload } = c.var.upload.data;
        const edited = editedAadharNumber || c.req.valid('query').editedAadharNumber || undefined;
        try {
          const saved = await service.saveAdmission(payload, {
            photo: c.var.upload.files.imageUpload?.[0],
            editedAadhaar: edited,
            userId: c.get('user')!.id,
          });
          const row = (await reads.findOne(saved.adminNo))!;
          const entry = reads.toEntry(row, false);
          private_(c);
          return c.json(
            {
              message: saved.created ? M.saved : M.modified,
              adminNo: saved.adminNo,
              rollNumber: entry.rollNumber,
              fileName: admissionPdfFileName({ adminNo: saved.adminNo, name: entry.name }),
              b64: await pdf(entry, row.photoFileId, requestLocale(c)),
            },
            saved.created ? 201 : 200,
          );
        } catch (error) {
          return refuse(c, error);
        }
      },
    )
    .get('/generateAdmistionNumber', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.text(await service.nextAdmissionNumber());
    })
    .get('/getApplicationFormData', async (c) => {
      private_(c);
      return c.json(await reads.all());
    })
    .post('/searchAdmissions', idempotencyExempt.readOnly, validate('json', AdmissionSearchSchema), async (c) => {
      const { limit, offset, ...filters } = c.req.valid('json');
      private_(c);
      return c.json(await reads.search(filters, limit, offset));
    })
    .post('/getAdmissionForEdit', idempotencyExempt.readOnly, validate('json', AdmissionLookupSchema), async (c) => {
      const row = await reads.findOne(c.req.valid('json').term);
      if (!row) return c.json({ message: M.admissionNotFound }, 404);
      private_(c);
      return c.json({ ...reads.toEntry(row, true), photoFileId: await reads.photoPublicId(row) });
    })
    .get('/getAdmissionPdf/:adminNo', validate('param', AdminNoParamSchema), async (c) => {
      const row = await reads.findOne(c.req.valid('param').adminNo);
      if (!row) return c.json({ message: M.admissionNotFound }, 404);
      const entry = reads.toEntry(row, false);
      private_(c);
      return c.json({
        b64: await pdf(entry, row.photoFileId, requestLocale(c)),
        fileName: admissionPdfFileName({ adminNo: entry.adminNo, name: entry.name }),
      });
    })
    .post('/exportAdmissions', idempotencyExempt.readOnly, validate('json', AdmissionSearchSchema), async (c) => {
      const { limit: _limit, offset: _offset, ...filters } = c.req.valid('json');
      const entries = await reads.all(filters);
      const body = await admissionsWorkbook(entries, `Admissions register (${String(entries.length)} records)`);
      private_(c);
      c.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      c.header('Content-Disposition', 'attachment; filename="Admissions_Register.xlsx"');
      return c.body(new Uint8Array(body));
    });
}

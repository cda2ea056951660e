import { Hono } from 'hono';
import * as v from 'valibot';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import { MB } from '../../../domain/files/allowed-types';
import { IDEMPOTENCY_HEADER } from '../../../domain/idempotency';
import { LIBRARY_MESSAGES as M } from '../../../domain/library/messages';
import type { AppEnv } from '../../auth/session-user';
import { contentDisposition } from '../../files/download-routes';
import { routeBodyLimit } from '../../http/body-limits';
import { idempotencyExempt } from '../../http/idempotency';
import { validate } from '../../http/validate';
import type { TransactionRunner } from '../../db/request-scope';
import type { CatalogueWriter } from './catalogue-writer';
import { catalogueTemplate } from './catalogue-upload';
import type { ImportJobStore } from './import-job-store';
import { importMarc } from './marc-import';

/** The largest MARC file one import takes: some 20,000 records of a college's catalogue. */
export const MARC_MAX_BYTES = 20 * MB;

const ImportKeySchema = v.object({
  importKey: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,255}$/, BULK_MESSAGES.importNotFound)),
});
const MarcQuerySchema = v.object({
  fileName: v.pipe(
    v.optional(v.string(), 'catalogue.mrc'),
    v.trim(),
    v.maxLength(200, M.marcEmpty),
    // eslint-disable-next-line no-control-regex -- control characters are refused in a file name
    v.check((s) => !/[\u0000-\u001f<>"\\/]/.test(s), M.marcEmpty),
  ),
});

/**
 * The catalogue's imports besides the Excel upload (which runs through masterDataExcelsUploads): the Excel template,
 * and a MARC21 file sent as the body (application/marc) under the upload's Idempotency-Key, its progress polled at
 * marc-imports/{key} while it runs.
 */
export function importRoutes(deps: {
  jobs: ImportJobStore;
  writer: CatalogueWriter;
  transaction: TransactionRunner;
  clock: () => Date;
}) {
  return new Hono<AppEnv>()
    .get('/library/catalogue-template', async (c) => {
      const bytes = await catalogueTemplate();
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': contentDisposition('attachment', 'Catalogue template.xlsx'),
        'Cache-Control': 'private, no-store',
      });
    })
    .post(
      '/library/marc-imports',
      idempotencyExempt.ownKey,
      routeBodyLimit(MARC_MAX_BYTES),
      validate('query', MarcQuerySchema),
      async (c) => {
        const importKey = c.req.header(IDEMPOTENCY_HEADER) ?? '';
        if (!/^[\x21-\x7e]{1,255}$/.test(importKey)) return c.json({ message: BULK_MESSAGES.uploadFailed }, 400);
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        if (bytes.byteLength === 0) return c.json({ message: M.marcEmpty }, 400);
        const answer = await importMarc(deps, {
          userId: c.get('user')!.id,
          importKey,
          fileName: c.req.valid('query').fileName,
          bytes,
        });
        return c.json(answer.body, answer.status);
      },
    )
    .get('/library/marc-imports/:importKey', validate('param', ImportKeySchema), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const row = await deps.jobs.find(c.get('user')!.id, c.req.valid('param').importKey);
      return row ? c.json(deps.jobs.progressOf(row)) : c.json({ message: BULK_MESSAGES.importNotFound }, 404);
    });
}

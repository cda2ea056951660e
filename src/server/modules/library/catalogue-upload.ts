import { isAllowed } from '../../../domain/auth/access';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import { LIBRARY_STAFF_ROLES } from '../../../domain/library/access';
import type { CatalogueRecord } from '../../../domain/library/catalogue-record';
import {
  CATALOGUE_UPLOAD_COLUMNS,
  CATALOGUE_UPLOAD_HEADERS,
  catalogueLayout,
  checkCatalogueRow,
  type CatalogueLayout,
} from '../../../domain/library/catalogue-upload';
import { filled, LIBRARY_MESSAGES as M } from '../../../domain/library/messages';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import { uploadTemplate, type TemplateColumn } from '../../sheets/list-template';
import { sheetImporter, type RowSaved, type SheetImporter, type SheetUpload } from '../../sheets/sheet-import';
import { catalogueWriter } from './catalogue-writer';

/** The fileType of the catalogue upload (masterDataExcelsUploads?fileType=libraryCatalogue). */
export const CATALOGUE_FILE_TYPE = 'libraryCatalogue';

/** The catalogue template: its columns with the fixed lists as drop-downs, and the explanation sheet. */
export function catalogueTemplate(): Promise<Buffer> {
  const columns: TemplateColumn[] = CATALOGUE_UPLOAD_COLUMNS.map((c) => ({
    header: c.header,
    required: c.required,
    help: c.help,
    text: c.key === 'isbn' || c.key === 'accessionNo' || c.key === 'barcode',
    ...('options' in c ? { allowed: [...c.options] } : {}),
  }));
  return uploadTemplate('Catalogue', 'copy', columns);
}

/**
 * An uploaded catalogue, one copy per row: each row checked by checkCatalogueRow, then saved a batch at a time in one
 * transaction through the catalogue writer (a title by its ISBN, or its title, first author and edition, used or
 * added; the copy added). A copy whose accession number or barcode is already in the catalogue is reported as already
 * there, so the same file uploaded twice adds nothing; an accession number twice in the file, on its second row.
 */
function catalogueUpload(
  db: Database,
  transaction: TransactionRunner,
  userId: number,
): SheetUpload<CatalogueLayout, CatalogueRecord> {
  const writer = catalogueWriter(db);
  return {
    layout: { read: catalogueLayout, noHeader: BULK_MESSAGES.missingColumns(CATALOGUE_UPLOAD_HEADERS) },
    check: (row, layout) => {
      const checked = checkCatalogueRow(row.number, row.cells, layout);
      const key = checked.ok ? checked.record.copies[0]!.accessionNo : undefined;
      return checked.ok
        ? { texts: checked.texts, value: checked.record, key }
        : { texts: checked.texts, issues: checked.issues };
    },
    repeated: (earlier) => ({ column: 'Accession Number', reason: filled(M.uploadRepeated, { row: earlier.row }) }),
    save: (records) =>
      transaction(async () => {
        const out: RowSaved[] = [];
        for (const record of records) {
          const saved = await writer.save(record, userId);
          out.push(
            saved.added.length > 0
              ? 'saved'
              : { already: { column: 'Accession Number', reason: M.uploadAccessionTaken } },
          );
        }
        return out;
      }),
    batchRows: 200,
  };
}

/** The library staff upload the catalogue (checked before the file is read). */
export function catalogueImporter(db: Database, transaction: TransactionRunner): SheetImporter {
  return sheetImporter({
    mayUpload: (user) => isAllowed(LIBRARY_STAFF_ROLES, user.roles),
    open: async (_job, user) => catalogueUpload(db, transaction, user.id),
    headers: CATALOGUE_UPLOAD_HEADERS,
    errorsFileName: 'Catalogue not submitted.xlsx',
  });
}

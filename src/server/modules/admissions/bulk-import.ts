import type { ApplicationFormData } from '../../../domain/admissions/application-form';
import { cellText } from '../../../domain/admissions/bulk-cells';
import { BULK_COLUMNS } from '../../../domain/admissions/bulk-columns';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import {
  checkRow,
  layoutFromHeader,
  rowTexts,
  type AdmissionLookups,
  type SheetLayout,
} from '../../../domain/admissions/bulk-rows';
import { ADMISSION_WRITERS } from '../../../domain/admissions/access';
import { isAllowed } from '../../../domain/auth/access';
import { utcDay } from '../../../domain/calendar/calendar-date';
import type { Database } from '../../db/client';
import { sheetImporter, type SheetImporter, type SheetUpload } from '../../sheets/sheet-import';
import type { SheetRow } from '../../sheets/sheet-rows';
import type { MastersService } from '../masters/service';
import type { AadhaarVault } from './aadhaar';
import { admissionLookups } from './bulk-lookups';
import { admissionsBatchWriter, type AdmissionsBatchWriter } from './bulk-writer';
import { collegeCodeOf } from './form-lists';

/** Rows per saved batch: one transaction, one duplicate check and one progress update each. */
const IMPORT_BATCH_ROWS = 500;

const EXAMPLE = BULK_COLUMNS.map((c) => cellText(c.example, c.kind));
/** Whether a row is the template's example row left as it was (skipped, not saved). */
function isExampleRow({ cells, date1904 }: SheetRow, layout: SheetLayout): boolean {
  let compared = 0;
  for (let i = 0; i < layout.length; i++) {
    const column = layout[i];
    if (!column) continue;
    compared++;
    if (cellText(cells[i] ?? null, column.kind, date1904) !== EXAMPLE[BULK_COLUMNS.indexOf(column)]) return false;
  }
  return compared > 0;
}

/**
 * The admissions sheet: each row checked with the form's schema (checkRow) and saved IMPORT_BATCH_ROWS at a time,
 * each batch in its own transaction with one look-up of the Aadhaar numbers already admitted (reported as such,
 * never saved twice; a number twice in the file is reported on its second row). The template's example row left
 * as it was is skipped.
 */
export function admissionsUpload(
  lookups: AdmissionLookups,
  writer: AdmissionsBatchWriter,
): SheetUpload<SheetLayout, ApplicationFormData> {
  const aadhaarIssue = (reason: string) => ({ column: 'Aadhaar Number', reason });
  return {
    layout: { read: layoutFromHeader, noHeader: BULK_MESSAGES.noHeader, skips: isExampleRow },
    check: (row, layout) => {
      const checked = checkRow(row.number, row.cells, layout, lookups, row.date1904);
      const texts = rowTexts(row.cells, layout, row.date1904);
      return checked.ok
        ? { texts, value: checked.payload, key: checked.payload.aadharNo }
        : { texts, issues: checked.issues };
    },
    repeated: (earlier) => aadhaarIssue(BULK_MESSAGES.repeatedInFile(earlier.row)),
    save: async (rows) => {
      const { admitted } = await writer.saveBatch(rows);
      return rows.map((r) =>
        admitted.has(r.aadharNo) ? { already: aadhaarIssue(BULK_MESSAGES.alreadyAdmitted) } : 'saved',
      );
    },
    batchRows: IMPORT_BATCH_ROWS,
  };
}

interface AdmissionsImportDeps {
  db: Database;
  masters: MastersService;
  vault: AadhaarVault;
  clock: () => Date;
}

/** masterDataExcelsUploads?fileType=newAdmissionsForm: the admissions sheet, uploaded by the admissions writers. */
export function admissionsImporter({ db, masters, vault, clock }: AdmissionsImportDeps): SheetImporter {
  return sheetImporter({
    mayUpload: (user) => isAllowed(ADMISSION_WRITERS, user.roles),
    open: async (_job, user) => {
      const today = clock();
      const { lookups } = await admissionLookups(masters, await collegeCodeOf(db), utcDay(today));
      return admissionsUpload(lookups, await admissionsBatchWriter(db, vault, user.id, today));
    },
    headers: BULK_COLUMNS.map((c) => c.header),
    errorsFileName: 'Admissions_Not_Submitted.xlsx',
  });
}

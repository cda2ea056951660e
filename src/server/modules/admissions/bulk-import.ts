import type { ApplicationFormData } from '../../../domain/admissions/application-form';
import { cellText } from '../../../domain/admissions/bulk-cells';
import { BULK_COLUMNS } from '../../../domain/admissions/bulk-columns';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import {
  checkRow,
  isBlankRow,
  layoutFromHeader,
  rowTexts,
  type AdmissionLookups,
  type SheetLayout,
} from '../../../domain/admissions/bulk-rows';
import type { CellValue } from '../../../domain/admissions/bulk-cells';
import { openFirstSheet } from '../../sheets/sheet-rows';
import type { ImportStore, Reject } from './import-store';

/** How the import saves a batch of checked rows. */
export interface AdmissionsBatchWriter {
  /**
   * Saves, in one transaction, the rows whose Aadhaar number is not admitted yet (by an earlier upload, a
   * form save or another upload running at the same time); gives how many were saved and which numbers were
   * found already admitted (those rows are not saved).
   */
  saveBatch(rows: readonly ApplicationFormData[]): Promise<{ saved: number; admitted: ReadonlySet<string> }>;
}

/** Rows per saved batch: one transaction, one duplicate check and one progress update each. */
const IMPORT_BATCH_ROWS = 500;

export class SheetRefused extends Error {}

const EXAMPLE = BULK_COLUMNS.map((c) => cellText(c.example, c.kind));
/** Whether a row is the template's example row left as it was (skipped, not saved). */
function isExampleRow(cells: readonly CellValue[], layout: SheetLayout, date1904: boolean): boolean {
  let compared = 0;
  for (let i = 0; i < layout.length; i++) {
    const column = layout[i];
    if (!column) continue;
    compared++;
    if (cellText(cells[i] ?? null, column.kind, date1904) !== EXAMPLE[BULK_COLUMNS.indexOf(column)]) return false;
  }
  return compared > 0;
}

export interface ImportJob {
  id: number;
  bytes: Uint8Array;
  mediaType: string;
  /** The upload's query beyond its fileType (the exam of a marks sheet: examId). */
  query?: URLSearchParams;
}

/**
 * Reads the first worksheet (openFirstSheet: refused past SHEET_LIMITS before any row is saved), goes through it row by row, checks each row with the form's schema (checkRow), and saves the
 * valid ones in batches of IMPORT_BATCH_ROWS, each batch in its own transaction with one look-up of the
 * Aadhaar numbers already admitted (reported as such, never saved twice; a number twice in the file is
 * reported on its second row). After each batch the job row says how far it got. Throws SheetRefused when
 * the sheet has no template header or no rows.
 */
export async function runAdmissionsImport(
  job: ImportJob,
  deps: { store: ImportStore; writer: AdmissionsBatchWriter; lookups: AdmissionLookups },
) {
  const { store, writer, lookups } = deps;
  let layout: SheetLayout | null = null;
  const sheet = await openFirstSheet(job.bytes, job.mediaType);
  const counts = { checked: 0, saved: 0, admitted: 0, invalid: 0, totalRows: null as number | null };
  const firstRowOf = new Map<string, number>();
  let pending: { rowNumber: number; payload: ApplicationFormData; cells: string[] }[] = [];
  let rejects: Reject[] = [];

  const flush = async () => {
    const { saved, admitted } = pending.length
      ? await writer.saveBatch(pending.map((p) => p.payload))
      : { saved: 0, admitted: new Set<string>() };
    for (const p of pending) {
      if (admitted.has(p.payload.aadharNo))
        rejects.push({
          kind: 'admitted',
          rowNumber: p.rowNumber,
          cells: p.cells,
          issues: [{ column: 'Aadhaar Number', reason: BULK_MESSAGES.alreadyAdmitted }],
        });
    }
    counts.saved += saved;
    counts.admitted += pending.length - saved;
    if (counts.totalRows !== null) counts.totalRows = Math.max(counts.totalRows, counts.checked);
    await store.record(job.id, counts, rejects);
    pending = [];
    rejects = [];
  };

  for await (const row of sheet.rows()) {
    if (isBlankRow(row.cells)) continue;
    if (!layout) {
      const found = layoutFromHeader(row.cells);
      if ('missing' in found)
        throw new SheetRefused(
          found.missing.length ? BULK_MESSAGES.missingColumns(found.missing) : BULK_MESSAGES.noHeader,
        );
      layout = found.layout;
      counts.totalRows = sheet.filledRows - 1; // the rows with something in them below the header
      continue;
    }
    if (isExampleRow(row.cells, layout, row.date1904)) continue;
    counts.checked++;
    const checked = checkRow(row.number, row.cells, layout, lookups, row.date1904);
    const cells = rowTexts(row.cells, layout, row.date1904);
    if (!checked.ok) {
      counts.invalid++;
      rejects.push({
        kind: 'invalid',
        rowNumber: row.number,
        cells,
        issues: checked.issues.map(({ column, reason }) => ({ column, reason })),
      });
    } else {
      const earlier = firstRowOf.get(checked.payload.aadharNo);
      if (earlier !== undefined) {
        counts.invalid++;
        rejects.push({
          kind: 'invalid',
          rowNumber: row.number,
          cells,
          issues: [{ column: 'Aadhaar Number', reason: BULK_MESSAGES.repeatedInFile(earlier) }],
        });
      } else {
        firstRowOf.set(checked.payload.aadharNo, row.number);
        pending.push({ rowNumber: row.number, payload: checked.payload, cells });
      }
    }
    if (pending.length + rejects.length >= IMPORT_BATCH_ROWS) await flush();
  }
  if (!layout) throw new SheetRefused(BULK_MESSAGES.noHeader);
  await flush();
  if (counts.checked === 0) throw new SheetRefused(BULK_MESSAGES.noRows);
  return counts;
}

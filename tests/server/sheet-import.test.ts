import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../../src/domain/admissions/bulk-messages';
import { XLSX_TYPE } from '../../src/domain/files/allowed-types';
import {
  SheetRefused,
  importSheet,
  type ImportCounts,
  type Reject,
  type SheetUpload,
} from '../../src/server/sheets/sheet-import';

async function xlsx(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rooms');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A hostel rooms upload written as a new module would: a layout, a check and a save, nothing else. */
function roomsUpload(stored: Set<string>): SheetUpload<{ room: number; beds: number }, { room: string; beds: number }> {
  return {
    layout: {
      read: (header) => {
        const room = header.indexOf('Room');
        const beds = header.indexOf('Beds');
        if (room < 0 && beds < 0) return { missing: [] };
        if (room < 0 || beds < 0) return { missing: room < 0 ? ['Room'] : ['Beds'] };
        return { layout: { room, beds } };
      },
      noHeader: 'This is not the rooms template.',
    },
    check: ({ cells }, layout) => {
      const room = String(cells[layout.room] ?? '');
      const beds = cells[layout.beds];
      const texts = [room, String(beds ?? '')];
      if (typeof beds !== 'number' || beds < 1) return { texts, issues: [{ column: 'Beds', reason: 'Enter beds' }] };
      return { texts, value: { room, beds }, key: room };
    },
    save: async (rows) =>
      rows.map((r) => {
        if (stored.has(r.room)) return { already: { column: 'Room', reason: 'Already there' } };
        stored.add(r.room);
        return 'saved';
      }),
  };
}

async function run(rows: (string | number | null)[][], stored = new Set<string>()) {
  const records: { counts: ImportCounts; rejects: readonly Reject[] }[] = [];
  const log = {
    record: async (_id: number, counts: ImportCounts, rejects: readonly Reject[]) => {
      records.push({ counts: { ...counts }, rejects });
    },
  };
  const job = { id: 1, bytes: await xlsx(rows), mediaType: XLSX_TYPE };
  const counts = await importSheet(job, roomsUpload(stored), log);
  return { counts, rejects: records.flatMap((r) => r.rejects), stored };
}

describe('the import driver', () => {
  it('checks and saves an upload written as a layout, a check and a save, with the rows not submitted by row', async () => {
    const { counts, rejects, stored } = await run(
      [[null], ['Room', 'Beds'], ['A-101', 2], [null, null], ['A-102', 0], ['A-101', 3], ['B-201', 4]],
      new Set(['B-201']),
    );
    expect(counts).toEqual({ checked: 4, saved: 1, admitted: 1, invalid: 2, totalRows: 4 });
    expect([...stored]).toEqual(['B-201', 'A-101']);
    expect(rejects.map(({ kind, rowNumber, cells, issues }) => ({ kind, rowNumber, cells, issues }))).toEqual([
      { kind: 'invalid', rowNumber: 5, cells: ['A-102', '0'], issues: [{ column: 'Beds', reason: 'Enter beds' }] },
      {
        kind: 'invalid',
        rowNumber: 6,
        cells: ['A-101', '3'],
        issues: [{ column: '', reason: 'The same row is on row 3 of this file.' }],
      },
      { kind: 'admitted', rowNumber: 7, cells: ['B-201', '4'], issues: [{ column: 'Room', reason: 'Already there' }] },
    ]);
  });

  it("refuses a sheet without the template's header, with missing columns or without rows, saving nothing", async () => {
    const refusal = (rows: (string | number | null)[][]) => run(rows).catch((e: unknown) => e);
    const words = async (rows: (string | number | null)[][]) => {
      const error = await refusal(rows);
      expect(error).toBeInstanceOf(SheetRefused);
      return error instanceof SheetRefused ? error.message : '';
    };
    expect(await words([['Name'], ['A-101']])).toBe('This is not the rooms template.');
    expect(await words([])).toBe('This is not the rooms template.');
    expect(await words([['Room'], ['A-101']])).toBe(BULK_MESSAGES.missingColumns(['Beds']));
    expect(await words([['Room', 'Beds']])).toBe(BULK_MESSAGES.noRows);
  });
});

import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { XLSX_TYPE, XLS_TYPE } from '../../src/domain/files/allowed-types';
import { UnreadableSheet, openFirstSheet, sheetRows } from '../../src/server/sheets/sheet-rows';

/** A workbook as exceljs saves it: the data sheet first, then an instructions and a lists sheet; shared strings. */
async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const data = book.addWorksheet('Admissions');
  data.addRow(['Full Name', 'Gender']);
  data.addRow(['Ravi Kumar Reddy', 'MALE']);
  data.addRow(['Anita Rao', 'FEMALE']);
  book.addWorksheet('Instructions').addRow(['Column', 'How to fill it']);
  book.addWorksheet('Lists').addRow(['MALE', 'FEMALE']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function rowsOf(bytes: Uint8Array) {
  const rows: unknown[][] = [];
  for await (const row of sheetRows(bytes, XLSX_TYPE)) rows.push(row.cells);
  return rows;
}

describe('reading an uploaded .xlsx', () => {
  it('reads the first sheet of the workbook, whatever the order of its files in the zip', async () => {
    // Worksheets stored before the workbook part and shared strings they need, the first sheet after a later one.
    const parts = unzipSync(await workbook());
    const late = ['xl/sharedStrings.xml', 'xl/worksheets/sheet3.xml', 'xl/worksheets/sheet1.xml', 'xl/workbook.xml'];
    const awkward = zipSync(
      Object.fromEntries([
        ...Object.entries(parts).filter(([name]) => !late.includes(name)),
        ...late.map((name) => [name, parts[name]!]),
      ]),
    );
    expect(Object.keys(unzipSync(awkward)).slice(-4)).toEqual(late);
    expect(await rowsOf(awkward)).toEqual([
      ['Full Name', 'Gender'],
      ['Ravi Kumar Reddy', 'MALE'],
      ['Anita Rao', 'FEMALE'],
    ]);
  });

  it("reads the workbook's first sheet when its part is not sheet1.xml", async () => {
    // The workbook lists the data sheet first, but its part is the last worksheet file.
    const parts = unzipSync(await workbook());
    const swap = (a: string, b: string) => ([parts[a], parts[b]] = [parts[b]!, parts[a]!]);
    swap('xl/worksheets/sheet1.xml', 'xl/worksheets/sheet3.xml');
    const rels = strFromU8(parts['xl/_rels/workbook.xml.rels']!);
    parts['xl/_rels/workbook.xml.rels'] = strToU8(
      rels
        .replace('worksheets/sheet1.xml', 'worksheets/sheetX.xml')
        .replace('worksheets/sheet3.xml', 'worksheets/sheet1.xml')
        .replace('worksheets/sheetX.xml', 'worksheets/sheet3.xml'),
    );
    expect(await rowsOf(zipSync(parts))).toEqual([
      ['Full Name', 'Gender'],
      ['Ravi Kumar Reddy', 'MALE'],
      ['Anita Rao', 'FEMALE'],
    ]);
  });

  it('refuses what is not a zip, or a zip cut short, as unreadable', async () => {
    const saved = await workbook();
    await expect(rowsOf(new TextEncoder().encode('Full Name,Gender\nRavi,MALE\n'))).rejects.toBeInstanceOf(
      UnreadableSheet,
    );
    await expect(rowsOf(saved.subarray(0, saved.length - 200))).rejects.toBeInstanceOf(UnreadableSheet);
    await expect(rowsOf(saved.subarray(0, 100))).rejects.toBeInstanceOf(UnreadableSheet);
  });

  it("parses a large sheet off the server's thread: its event loop keeps turning meanwhile", async () => {
    // An .xls: nothing but the parse runs between the upload and its rows (an .xlsx is unpacked first).
    const XLSX = await import('@e965/xlsx'); // already loaded, as in a server that has read an upload before
    const data = [['Full Name', 'Gender', 'Aadhaar Number', 'Mobile', 'Date of Birth']];
    for (let i = 0; i < 10_000; i++)
      data.push([`Student ${String(i)}`, 'FEMALE', String(100000000000 + i), '9876543210', '2007-05-14']);
    const book = XLSX.utils.book_new(XLSX.utils.aoa_to_sheet(data), 'Admissions');
    const xls = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);

    let reading = true;
    const opened = openFirstSheet(xls, XLS_TYPE).finally(() => (reading = false));
    let turns = 0;
    while (reading) {
      await new Promise(setImmediate);
      turns++;
    }
    const sheet = await opened;
    expect(sheet.filledRows).toBe(10_001);
    // Parsed on this thread, the sheet would be read before the loop's first turn ended.
    expect(turns).toBeGreaterThan(100);
    let last = 0;
    for await (const row of sheet.rows()) last = row.number;
    expect(last).toBe(10_001);
    // Building and parsing the workbook is heavy work, and the suite runs beside the browser tests: a generous limit.
  }, 120_000);
});

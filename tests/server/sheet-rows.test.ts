import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../src/domain/files/allowed-types';
import { UnreadableSheet, sheetRows } from '../../src/server/sheets/sheet-rows';
import { DamagedZip, zipInReadingOrder } from '../../src/server/sheets/zip-order';

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

/** Names of a zip's entries in the order they are stored (local headers), and whether any has a data descriptor. */
function storedOrder(zip: Buffer): { names: string[]; descriptors: boolean } {
  const names: string[] = [];
  let descriptors = false;
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const nameLength = zip.readUInt16LE(at + 26);
    names.push(zip.toString('utf8', at + 30, at + 30 + nameLength));
    descriptors ||= (zip.readUInt16LE(at + 6) & 8) !== 0;
    at += 30 + nameLength + zip.readUInt16LE(at + 28) + zip.readUInt32LE(at + 18);
    if (descriptors) break;
  }
  return { names, descriptors };
}

describe('reading an uploaded .xlsx (exceljs/exceljs#962)', () => {
  it('reads the first sheet of a workbook whose worksheets come before its workbook part and shared strings', async () => {
    // The order that made exceljs' streaming reader fail: shared strings, a later sheet, then the workbook part last.
    const late = (name: string) =>
      name === 'xl/workbook.xml'
        ? 9
        : name === 'xl/worksheets/sheet1.xml'
          ? 8
          : name === 'xl/worksheets/sheet3.xml'
            ? 2
            : name === 'xl/sharedStrings.xml'
              ? 1
              : 0;
    const awkward = zipInReadingOrder(await workbook(), late);
    expect(storedOrder(awkward).names.slice(-4)).toEqual(['xl/sharedStrings.xml', 'xl/worksheets/sheet3.xml', 'xl/worksheets/sheet1.xml', 'xl/workbook.xml']);
    expect(await rowsOf(awkward)).toEqual([
      ['Full Name', 'Gender'],
      ['Ravi Kumar Reddy', 'MALE'],
      ['Anita Rao', 'FEMALE'],
    ]);
  });

  it('re-lays a zip with data descriptors without them, entries unchanged, readable by another zip reader', async () => {
    const saved = await workbook();
    const relaid = zipInReadingOrder(saved, (name) => (name === 'xl/workbook.xml' ? 0 : 1));
    expect(storedOrder(relaid)).toMatchObject({ descriptors: false });
    expect(storedOrder(relaid).names[0]).toBe('xl/workbook.xml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(relaid).buffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Admissions', 'Instructions', 'Lists']);
    expect(book.getWorksheet('Admissions')!.getRow(3).getCell(1).value).toBe('Anita Rao');
  });

  it('refuses what is not a zip, or a zip cut short, as unreadable', async () => {
    const saved = await workbook();
    await expect(rowsOf(new TextEncoder().encode('Full Name,Gender\nRavi,MALE\n'))).rejects.toBeInstanceOf(UnreadableSheet);
    await expect(rowsOf(saved.subarray(0, saved.length - 200))).rejects.toBeInstanceOf(UnreadableSheet);
    expect(() => zipInReadingOrder(saved.subarray(0, 100), () => 0)).toThrow(DamagedZip);
  });
});

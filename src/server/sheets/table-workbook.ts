import ExcelJS from 'exceljs';
import { neutralisedText } from './cell-values';

/** A column of a table sheet: its header, the key rows use for it, its width and an optional number format. */
export interface TableColumn {
  header: string;
  key: string;
  width: number;
  numFmt?: string;
}

/** A workbook for an export: made by Campus ERP at `now`. */
export function exportWorkbook(now = new Date()): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  book.creator = 'Campus ERP';
  book.created = now;
  return book;
}

/**
 * A worksheet that is one table, as every export writes it: an optional bold title line, then the header row
 * (bold, shaded, frozen so it stays in view, with a filter when asked), then the rows the caller adds by key.
 */
export function addTableSheet(
  book: ExcelJS.Workbook,
  name: string,
  columns: readonly TableColumn[],
  options: { title?: string; filter?: boolean } = {},
): ExcelJS.Worksheet {
  const headerRow = options.title ? 2 : 1;
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: headerRow }] });
  if (options.title) {
    sheet.getRow(1).getCell(1).value = options.title;
    sheet.getRow(1).font = { bold: true, size: 12 };
  }
  // Keys and widths only: with `header` set, exceljs writes the header into row 1 whatever the title.
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  const head = sheet.getRow(headerRow);
  columns.forEach((c, i) => {
    const cell = head.getCell(i + 1);
    cell.value = c.header;
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF0' } };
    cell.numFmt = 'General';
  });
  head.font = { bold: true };
  if (options.filter) sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: columns.length } };
  return sheet;
}

/**
 * The workbook as the bytes of an .xlsx file. Every export is written here, so this is where text cells that
 * start like a formula are neutralised (numbers, dates and booleans stay what they are).
 */
export async function workbookBytes(book: ExcelJS.Workbook): Promise<Buffer> {
  book.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') cell.value = neutralisedText(cell.value);
      });
    });
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

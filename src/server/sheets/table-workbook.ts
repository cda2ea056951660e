import { writeWorkbook, type SheetSpec, type WrittenCell } from './workbook-writer';

/** A column of a table sheet: its header, the key rows use for it, its width and an optional number format. */
export interface TableColumn {
  header: string;
  key: string;
  width: number;
  numFmt?: string;
}

/** A row by column key; keys that are not columns are left out. */
export type KeyedRow = object;

/** A worksheet that is one table: rows are added by key (an object) or in column order (an array). */
export interface TableSheet {
  addRow(row: KeyedRow | readonly WrittenCell[]): void;
  addRows(rows: readonly (KeyedRow | readonly WrittenCell[])[]): void;
  /** A number format for one cell (`B3`). */
  formatCell(address: string, numFmt: string): void;
}

/** An export being built: its sheets in order and when it was made. */
export interface ExportWorkbook {
  created: Date;
  sheets: SheetSpec[];
}

/** A workbook for an export: made by Campus ERP at `now`. */
export function exportWorkbook(now = new Date()): ExportWorkbook {
  return { created: now, sheets: [] };
}

/**
 * A worksheet that is one table, as every export writes it: an optional title line, then the header row
 * (frozen so it stays in view, with a filter when asked), then the rows the caller adds.
 */
export function addTableSheet(
  book: ExportWorkbook,
  name: string,
  columns: readonly TableColumn[],
  options: { title?: string; filter?: boolean } = {},
): TableSheet {
  const headerRow = options.title ? 1 : 0;
  const rows: WrittenCell[][] = options.title ? [[options.title]] : [];
  rows.push(columns.map((c) => c.header));
  const cellFormats: Record<string, string> = {};
  book.sheets.push({
    name,
    rows,
    widths: columns.map((c) => c.width),
    columnFormats: columns.map((c) => c.numFmt),
    formatFrom: headerRow + 1,
    cellFormats,
    frozenRows: headerRow + 1,
    ...(options.filter ? { filterRow: headerRow } : {}),
  });
  const addRow = (row: KeyedRow | readonly WrittenCell[]) => {
    rows.push(
      Array.isArray(row)
        ? [...(row as readonly WrittenCell[])]
        : columns.map((c) => (row as Readonly<Record<string, WrittenCell>>)[c.key]),
    );
  };
  return {
    addRow,
    addRows: (more) => more.forEach(addRow),
    formatCell: (address, numFmt) => {
      cellFormats[address] = numFmt;
    },
  };
}

/** The workbook as the bytes of an .xlsx file (text that starts like a formula neutralised: workbook-writer.ts). */
export function workbookBytes(book: ExportWorkbook): Promise<Buffer> {
  return writeWorkbook(book.sheets, book.created);
}

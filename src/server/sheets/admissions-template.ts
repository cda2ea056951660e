import ExcelJS from 'exceljs';
import { BULK_COLUMNS, type LookupList } from '../../domain/admissions/bulk-columns';

/** Rows of the Admissions sheet that get the drop-downs (the upload takes more; Excel copies validations down). */
export const TEMPLATE_VALIDATED_ROWS = 10_000;
export const TEMPLATE_SHEET = 'Admissions';
export const INSTRUCTIONS_SHEET = 'Instructions';
export const LISTS_SHEET = 'Lists';

const columnLetter = (n: number): string => {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
};

/**
 * §7 getExcelForNewAdmissions: the admissions template. Sheet 1 has the form's columns in order, one example
 * row and a drop-down on every column with a fixed list (strict) or a college list (a warning, since a
 * batch or branch list depends on the course); sheet 2 explains each column and its allowed values; a hidden
 * sheet holds the college's lists the drop-downs read.
 */
export async function admissionsTemplate(lists: Readonly<Record<LookupList, readonly string[]>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Campus ERP';
  const sheet = book.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const listSheet = book.addWorksheet(LISTS_SHEET, { state: 'veryHidden' });
  const help = book.addWorksheet(INSTRUCTIONS_SHEET);
  // exceljs 4.4 writes worksheet data validations but its typings do not declare them.
  const validations = (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }).dataValidations;

  sheet.columns = BULK_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: Math.max(12, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  // Text cells: a 12-digit number typed into a General cell shows as 1.23457E+11 and may lose digits.
  BULK_COLUMNS.forEach((c, i) => {
    if (c.kind === 'aadhaar') sheet.getColumn(i + 1).numFmt = '@';
  });
  const example = sheet.addRow(BULK_COLUMNS.map((c) => (c.kind === 'digits' && typeof c.example === 'number' ? c.example : c.example)));
  example.font = { italic: true, color: { argb: 'FF555555' } };

  const lookupColumns = [...new Set(BULK_COLUMNS.flatMap((c) => (c.lookup ? [c.lookup] : [])))];
  lookupColumns.forEach((list, i) => {
    const column = listSheet.getColumn(i + 1);
    column.values = [list, ...lists[list]];
  });

  BULK_COLUMNS.forEach((c, i) => {
    const range = `${columnLetter(i + 1)}2:${columnLetter(i + 1)}${String(TEMPLATE_VALIDATED_ROWS + 1)}`;
    if (c.options) {
      validations.add(range, {
        type: 'list',
        allowBlank: !c.required,
        formulae: [`"${c.options.join(',')}"`],
        showErrorMessage: true,
        errorStyle: 'stop',
        errorTitle: c.header,
        error: `Choose one of: ${c.options.join(', ')}`,
      });
    } else if (c.lookup) {
      const listColumn = columnLetter(lookupColumns.indexOf(c.lookup) + 1);
      const count = Math.max(1, lists[c.lookup].length);
      validations.add(range, {
        type: 'list',
        allowBlank: !c.required,
        formulae: [`${LISTS_SHEET}!$${listColumn}$2:$${listColumn}$${String(count + 1)}`],
        showErrorMessage: true,
        errorStyle: 'warning',
        errorTitle: c.header,
        error: 'This value is not in the college list; the upload will report the row.',
      });
    }
  });

  help.columns = [
    { header: 'Column', key: 'header', width: 30 },
    { header: 'Required?', key: 'required', width: 10 },
    { header: 'What to enter', key: 'help', width: 70 },
    { header: 'Allowed values', key: 'allowed', width: 70 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of BULK_COLUMNS) {
    const allowed = c.options ?? (c.lookup ? lists[c.lookup] : []);
    help.addRow({ header: c.header, required: c.required ? 'Yes' : 'No', help: c.help, allowed: allowed.join(', ') });
  }
  help.addRow({});
  help.addRow({
    header: 'Notes',
    help: `Row 2 of the ${TEMPLATE_SHEET} sheet is an example: replace it with your first student (an unchanged example row is skipped). Blank rows are skipped. Each row is checked with the same rules as the ADMISSION FORM; rows with a problem are listed with the reason and can be downloaded as a sheet to fix and upload again. A row whose Aadhaar number is already admitted is not saved twice.`,
  });
  help.getColumn(3).alignment = { wrapText: true, vertical: 'top' };
  help.getColumn(4).alignment = { wrapText: true, vertical: 'top' };

  return Buffer.from(await book.xlsx.writeBuffer());
}

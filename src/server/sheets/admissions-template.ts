import { BULK_COLUMNS, type LookupList } from '../../domain/admissions/bulk-columns';
import { columnLetters, writeWorkbook, type ListValidation, type WrittenCell } from './workbook-writer';

/** Rows of the Admissions sheet that get the drop-downs (the upload takes more; Excel copies validations down). */
const TEMPLATE_VALIDATED_ROWS = 10_000;
const TEMPLATE_SHEET = 'Admissions';
const INSTRUCTIONS_SHEET = 'Instructions';
const LISTS_SHEET = 'Lists';

/**
 * §7 getExcelForNewAdmissions: the admissions template. Sheet 1 has the form's columns in order, one example
 * row and a drop-down on every column with a fixed list (strict) or a college list (a warning, since a
 * batch or branch list depends on the course); the Aadhaar column is formatted as text; sheet 2 explains each
 * column and its allowed values; a hidden sheet holds the college's lists the drop-downs read.
 */
export async function admissionsTemplate(lists: Readonly<Record<LookupList, readonly string[]>>): Promise<Buffer> {
  const lookupColumns = [...new Set(BULK_COLUMNS.flatMap((c) => (c.lookup ? [c.lookup] : [])))];
  const listRows: WrittenCell[][] = [lookupColumns];
  lookupColumns.forEach((list, c) => {
    lists[list].forEach((value, r) => {
      (listRows[r + 1] ??= [])[c] = value;
    });
  });

  const validations: ListValidation[] = [];
  BULK_COLUMNS.forEach((c, i) => {
    const letter = columnLetters(i);
    const range = `${letter}2:${letter}${String(TEMPLATE_VALIDATED_ROWS + 1)}`;
    if (c.options) {
      validations.push({
        range,
        formula: `"${c.options.join(',')}"`,
        allowBlank: !c.required,
        errorStyle: 'stop',
        errorTitle: c.header,
        error: `Choose one of: ${c.options.join(', ')}`,
      });
    } else if (c.lookup) {
      const listColumn = columnLetters(lookupColumns.indexOf(c.lookup));
      const count = Math.max(1, lists[c.lookup].length);
      validations.push({
        range,
        formula: `${LISTS_SHEET}!$${listColumn}$2:$${listColumn}$${String(count + 1)}`,
        allowBlank: !c.required,
        errorStyle: 'warning',
        errorTitle: c.header,
        error: 'This value is not in the college list; the upload will report the row.',
      });
    }
  });

  const help: WrittenCell[][] = [['Column', 'Required?', 'What to enter', 'Allowed values']];
  for (const c of BULK_COLUMNS) {
    const allowed = c.options ?? (c.lookup ? lists[c.lookup] : []);
    help.push([c.header, c.required ? 'Yes' : 'No', c.help, allowed.join(', ')]);
  }
  help.push([]);
  help.push([
    'Notes',
    null,
    `Row 2 of the ${TEMPLATE_SHEET} sheet is an example: replace it with your first student (an unchanged example row is skipped). Blank rows are skipped. Each row is checked with the same rules as the ADMISSION FORM; rows with a problem are listed with the reason and can be downloaded as a sheet to fix and upload again. A row whose Aadhaar number is already admitted is not saved twice.`,
  ]);

  return writeWorkbook([
    {
      name: TEMPLATE_SHEET,
      rows: [BULK_COLUMNS.map((c) => c.header), BULK_COLUMNS.map((c) => c.example)],
      widths: BULK_COLUMNS.map((c) => Math.max(12, c.header.length + 4)),
      // Text cells: a 12-digit number typed into a General cell shows as 1.23457E+11 and may lose digits.
      textColumns: BULK_COLUMNS.flatMap((c, i) => (c.kind === 'aadhaar' ? [i] : [])),
      frozenRows: 1,
      validations,
    },
    { name: LISTS_SHEET, rows: listRows, veryHidden: true },
    { name: INSTRUCTIONS_SHEET, rows: help, widths: [30, 10, 70, 70] },
  ]);
}

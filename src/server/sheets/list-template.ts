import type { ListDescriptor, ListKind } from '../../domain/academic/list-descriptor';
import { uploadColumns } from '../../domain/academic/list-upload';
import { columnLetters, writeWorkbook, type ListValidation, type WrittenCell } from './workbook-writer';

/** Rows of the list's sheet that get the drop-downs (Excel copies a validation down when rows are added). */
const TEMPLATE_VALIDATED_ROWS = 5_000;
export const EXPLANATION_SHEET = 'Explanation';
const LISTS_SHEET = 'Lists';

/** A sheet name as Excel takes it: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetNameOf = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/**
 * A list's upload template, made from its descriptor: sheet 1 holds the list's columns (its fields, in the form's
 * order) with a drop-down on every column with allowed values — a choice or Yes/No from the descriptor (strict),
 * a reference from the referenced list's rows as the college keeps them (a hidden sheet holds them; strict too, as
 * the upload refuses anything else) — and sheet 2 explains each column: meaning, required or not, allowed values
 * or format. `references` holds the labels of each referenced list's rows (list-upload.ts makes them).
 */
export async function listTemplate(
  list: ListDescriptor,
  references: Readonly<Partial<Record<ListKind, readonly string[]>>>,
): Promise<Buffer> {
  const columns = uploadColumns(list);
  const referenced = [...new Set(columns.flatMap((c) => (c.field.kind === 'reference' ? [c.field.list] : [])))];
  const listRows: WrittenCell[][] = [referenced.map(String)];
  referenced.forEach((kind, c) => {
    (references[kind] ?? []).forEach((label, r) => {
      (listRows[r + 1] ??= [])[c] = label;
    });
  });

  const validations: ListValidation[] = [];
  const allowedOf = (i: number): readonly string[] => {
    const f = columns[i]!.field;
    return columns[i]!.options ?? (f.kind === 'reference' ? (references[f.list] ?? []) : []);
  };
  columns.forEach((c, i) => {
    const letter = columnLetters(i);
    const range = `${letter}2:${letter}${String(TEMPLATE_VALIDATED_ROWS + 1)}`;
    const common = { range, allowBlank: !c.required, errorStyle: 'stop' as const, errorTitle: c.header };
    if (c.options) {
      validations.push({
        ...common,
        formula: `"${c.options.join(',')}"`,
        error: `Choose one of: ${c.options.join(', ')}`,
      });
    } else if (c.field.kind === 'reference') {
      const listColumn = columnLetters(referenced.indexOf(c.field.list));
      const count = Math.max(1, references[c.field.list]?.length ?? 0);
      validations.push({
        ...common,
        formula: `${LISTS_SHEET}!$${listColumn}$2:$${listColumn}$${String(count + 1)}`,
        error: 'Choose a value from the drop-down: it lists the rows the college keeps.',
      });
    }
  });

  const help: WrittenCell[][] = [['Column', 'Required?', 'What to enter', 'Allowed values']];
  columns.forEach((c, i) => help.push([c.header, c.required ? 'Yes' : 'No', c.help, allowedOf(i).join(', ')]));
  help.push([]);
  help.push([
    'Notes',
    null,
    `One ${list.one} per row below the column names; blank rows are skipped. Each row is checked with the same rules as the form on the screen; rows with a problem are listed with the row, the column and the reason and can be downloaded as a sheet to fix and upload again. A row already on the list is not added twice.`,
  ]);

  return writeWorkbook([
    {
      name: sheetNameOf(list.title),
      rows: [columns.map((c) => c.header)],
      widths: columns.map((c) => Math.max(14, c.header.length + 4)),
      // Codes such as 05 or 0501 stay text, as typed.
      textColumns: columns.flatMap((c, i) => (c.field.kind === 'code' ? [i] : [])),
      frozenRows: 1,
      validations,
    },
    { name: EXPLANATION_SHEET, rows: help, widths: [24, 10, 70, 60] },
    { name: LISTS_SHEET, rows: listRows, veryHidden: true },
  ]);
}

import type { ListDescriptor, ListKind } from '../../domain/academic/list-descriptor';
import { uploadColumns } from '../../domain/academic/list-upload';
import { columnLetters, writeWorkbook, type ListValidation, type WrittenCell } from './workbook-writer';

/** Rows of the list's sheet that get the drop-downs (Excel copies a validation down when rows are added). */
const TEMPLATE_VALIDATED_ROWS = 5_000;
export const EXPLANATION_SHEET = 'Explanation';
const LISTS_SHEET = 'Lists';

/** A sheet name as Excel takes it: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetNameOf = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/** One column of an upload template: its header, whether it is required, what to enter, and its allowed values. */
export interface TemplateColumn {
  header: string;
  required: boolean;
  help: string;
  /** The drop-down's values (none: no drop-down); the upload refuses anything else. */
  allowed?: readonly string[];
  /** Written out in the hidden Lists sheet (a college list: long, may hold commas) rather than in the rule. */
  fromList?: boolean;
  /** The column is formatted as text, so a code such as 05 keeps its zero. */
  text?: boolean;
}

/**
 * An upload template: sheet 1 holds the columns with a drop-down on every column with allowed values (a fixed
 * choice in the rule itself, a college list from a hidden sheet), sheet 2 explains each column: meaning, required
 * or not, allowed values or format. The upload reads the first sheet, by its headers.
 */
export async function uploadTemplate(
  sheetName: string,
  one: string,
  columns: readonly TemplateColumn[],
): Promise<Buffer> {
  const listed = columns.flatMap((c, i) => (c.fromList && c.allowed ? [i] : []));
  const listRows: WrittenCell[][] = [listed.map((i) => columns[i]!.header)];
  listed.forEach((i, c) => {
    columns[i]!.allowed!.forEach((label, r) => {
      (listRows[r + 1] ??= [])[c] = label;
    });
  });

  const validations: ListValidation[] = [];
  columns.forEach((c, i) => {
    if (!c.allowed) return;
    const letter = columnLetters(i);
    const range = `${letter}2:${letter}${String(TEMPLATE_VALIDATED_ROWS + 1)}`;
    const common = { range, allowBlank: !c.required, errorStyle: 'stop' as const, errorTitle: c.header };
    if (!c.fromList) {
      validations.push({
        ...common,
        formula: `"${c.allowed.join(',')}"`,
        error: `Choose one of: ${c.allowed.join(', ')}`,
      });
      return;
    }
    const listColumn = columnLetters(listed.indexOf(i));
    validations.push({
      ...common,
      formula: `${LISTS_SHEET}!$${listColumn}$2:$${listColumn}$${String(Math.max(1, c.allowed.length) + 1)}`,
      error: 'Choose a value from the drop-down: it lists the rows the college keeps.',
    });
  });

  const help: WrittenCell[][] = [['Column', 'Required?', 'What to enter', 'Allowed values']];
  for (const c of columns) help.push([c.header, c.required ? 'Yes' : 'No', c.help, (c.allowed ?? []).join(', ')]);
  help.push([]);
  help.push([
    'Notes',
    null,
    `One ${one} per row below the column names; blank rows are skipped. Each row is checked with the same rules as the form on the screen; rows with a problem are listed with the row, the column and the reason and can be downloaded as a sheet to fix and upload again. A row already on the list is not added twice.`,
  ]);

  return writeWorkbook([
    {
      name: sheetNameOf(sheetName),
      rows: [columns.map((c) => c.header)],
      widths: columns.map((c) => Math.max(14, c.header.length + 4)),
      textColumns: columns.flatMap((c, i) => (c.text ? [i] : [])),
      frozenRows: 1,
      validations,
    },
    { name: EXPLANATION_SHEET, rows: help, widths: [24, 10, 70, 60] },
    { name: LISTS_SHEET, rows: listRows, veryHidden: true },
  ]);
}

/**
 * A list's upload template, made from its descriptor (uploadTemplate): its fields in the form's order; a choice or
 * Yes/No drop-down from the descriptor, a reference's from the referenced list's rows as the college keeps them
 * (`references`: their labels, list-upload.ts makes them).
 */
export function listTemplate(
  list: ListDescriptor,
  references: Readonly<Partial<Record<ListKind, readonly string[]>>>,
): Promise<Buffer> {
  return uploadTemplate(
    list.title,
    list.one,
    uploadColumns(list).map((c) => ({
      header: c.header,
      required: c.required,
      help: c.help,
      text: c.field.kind === 'code',
      ...(c.options
        ? { allowed: c.options }
        : c.field.kind === 'reference'
          ? { allowed: references[c.field.list] ?? [], fromList: true }
          : {}),
    })),
  );
}

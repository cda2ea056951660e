import * as v from 'valibot';
import type { RowIssue } from '../admissions/bulk-report';
import { cellText, looseKey, type CellValue } from '../admissions/bulk-cells';
import { rowReason } from './row-reasons';
import { bandsOfText, isBandsField } from './band-fields';
import type { FieldSpec, ListDescriptor, ListKind } from './list-descriptor';
import { rowIssueMessage } from './list-fields';
import { LISTS } from './lists';
import { LIST_MESSAGES as M, NOT_FOUND_BY_LIST } from './messages';

/**
 * The fields that name a row of each list: an uploaded row whose key is already on the list (or, for a list whose
 * changes wait for authorization, already awaiting it) is not added again, so the same file uploaded twice adds
 * nothing the second time. They follow the lists' unique indexes; activities have none and are keyed by title and
 * start date.
 */
export const UPLOAD_KEYS: Readonly<Record<ListKind, readonly string[]>> = {
  levels: ['code'],
  degrees: ['name'],
  regulations: ['code'],
  batches: ['degreeId', 'name'],
  branches: ['degreeId', 'code'],
  semesters: ['degreeId', 'number'],
  sections: ['batchId', 'branchId', 'name'],
  departments: ['code'],
  subjects: ['code'],
  academicYears: ['name'],
  semesterDates: ['academicYearId', 'degreeId', 'semesterId'],
  holidays: ['date', 'name'],
  bellPeriods: ['position'],
  activities: ['title', 'startDate'],
  leaveTypes: ['code'],
  leaveAllotments: ['academicYearId', 'staffCategory', 'leaveTypeId'],
  feeTypes: ['name'],
  casteCategories: ['code'],
  subCastes: ['categoryId', 'name'],
  seatTypes: ['name'],
  agents: ['name'],
  keyValues: ['listKey', 'itemKey'],
  faculty: ['empCode'],
};

/** The words of a list upload that the admissions upload's words (bulk-messages.ts) do not have. */
export const LIST_UPLOAD_MESSAGES = {
  alreadyOnList: (one: string, keys: readonly string[]) =>
    `Already on the list: a ${one} with the same ${keys.join(', ')} exists or awaits authorization, so this row was not added again.`,
  repeatedInFile: (row: number) => `The same row is on row ${String(row)} of this file.`,
  noHeader: (headers: readonly string[]) =>
    `The first row must hold the column names of the template (${headers.join(', ')}). Please download the template and copy your rows into it.`,
  ambiguous: (typed: string) => `'${typed}' names more than one row; choose it from the drop-down.`,
  notAChoice: (options: readonly string[]) => `Choose one of: ${options.join(', ')}`,
} as const;

/** One column of a list's template and upload: the field it fills, its header, and what the explanation sheet says. */
export interface UploadColumn {
  field: FieldSpec;
  header: string;
  required: boolean;
  /** What to enter (the explanation sheet's "What to enter"). */
  help: string;
  /** Fixed allowed values (a choice, yes/no); a reference's come from its list when the template is made. */
  options?: readonly string[];
}

const YES_NO_WORDS = ['Yes', 'No'] as const;

function helpOf(field: FieldSpec): string {
  const hint = field.hint ? ` (for example ${field.hint})` : '';
  switch (field.kind) {
    case 'text':
      return `Text: letters, digits, spaces and . , & ( ) / ' + -${hint}`;
    case 'code':
      return `A code: letters and digits, as the college writes it${hint}`;
    case 'number':
      return field.step
        ? `A number in steps of ${field.step}${hint}`
        : `${field.decimal ? 'A number, decimals allowed' : 'A whole number'}${hint}`;
    case 'reference':
      return `One of the ${LISTS[field.list].title.toLowerCase()} on the list (the drop-down)${hint}`;
    case 'choice':
      return `One of the values in the drop-down${hint}`;
    case 'grades':
      return `Grade, minimum per cent and points of each band, highest first, separated by ';' (S 90 10; A 80 9; …; F 0 0). Blank: the college's default scale`;
    case 'classes':
      return `Each class's name, minimum CGPA and conditions (first-attempt, in-time), highest first, separated by ';' (First Class with Distinction 7.75 first-attempt in-time; First Class 6.75; …). Blank: JNTUH's R22 classes`;
    case 'passRules':
      return `Each subject kind's minimum internal, external and total per cent, separated by ';' (lab 0 40 50; mandatory 0 0 40). Blank: every kind on the minimum external and total per cent`;
    case 'date':
      return `A date: a date cell, YYYY-MM-DD or DD/MM/YYYY${hint}`;
    case 'yesno':
      return 'Yes or No';
  }
}

/** The template's and the upload's columns of a list: every field of its descriptor, in the form's order. */
export function uploadColumns(list: ListDescriptor): UploadColumn[] {
  return list.fields.map((field) => ({
    field,
    header: field.label,
    // A grading scheme, the classes or the pass rules left blank take the defaults.
    required: !isBandsField(field) && !field.optional,
    help: helpOf(field),
    ...(field.kind === 'choice' ? { options: field.options } : field.kind === 'yesno' ? { options: YES_NO_WORDS } : {}),
  }));
}

/** Where each column of the template is in an uploaded sheet, from its header row (by header, in any order). */
export type UploadLayout = (UploadColumn | null)[];

export function uploadLayout(
  columns: readonly UploadColumn[],
  header: readonly CellValue[],
): { layout: UploadLayout } | { missing: string[] } {
  const byKey = new Map(columns.map((c) => [looseKey(c.header), c]));
  const layout: UploadLayout = header.map((cell) => byKey.get(looseKey(cellText(cell, 'text'))) ?? null);
  const found = new Set(layout.filter((c): c is UploadColumn => c !== null));
  if (found.size === 0) return { missing: [] };
  const missing = columns.filter((c) => c.required && !found.has(c)).map((c) => c.header);
  return missing.length ? { missing } : { layout };
}

/**
 * A reference's values by what the template's drop-down shows: each row of the referenced list by its label
 * (qualified where labels repeat, see list-template.ts). Typed values match whatever their case and spacing.
 */
export class ReferenceIndex {
  private readonly byKey = new Map<string, number | string | null>();
  readonly labels: readonly string[];

  constructor(entries: readonly { label: string; value: number | string; alias?: string }[]) {
    this.labels = entries.map((e) => e.label);
    for (const e of entries) this.byKey.set(looseKey(e.label), e.value);
    // A plain label shared by several rows is ambiguous (null) unless one row's qualified label is typed.
    for (const e of entries) {
      if (e.alias === undefined) continue;
      const key = looseKey(e.alias);
      if (this.byKey.has(key) && this.byKey.get(key) !== e.value) this.byKey.set(key, null);
      else this.byKey.set(key, e.value);
    }
  }

  /** The value the label stands for; null when two rows share it; undefined when none has it. */
  find(typed: string): number | string | null | undefined {
    return this.byKey.get(looseKey(typed));
  }
}

export type ReferenceIndexes = Partial<Record<ListKind, ReferenceIndex>>;

const isoDate = (text: string): string => {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return m ? `${m[3]!}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : text;
};

export type CheckedListRow =
  { ok: true; row: Record<string, unknown>; texts: string[] } | { ok: false; issues: RowIssue[]; texts: string[] };

/**
 * One uploaded row → the row the list's schema takes, checked by that schema (the form's and the server's one):
 * references by their label on the list, choices and Yes/No whatever their case, dates from date cells or text,
 * numbers from number cells or digits. Every problem is reported with the row, the column's header and the §8 words
 * (or the Not Found words of a reference not on its list).
 */
export function checkListRow(
  list: ListDescriptor,
  rowNumber: number,
  cells: readonly CellValue[],
  layout: UploadLayout,
  references: ReferenceIndexes,
  date1904 = false,
): CheckedListRow {
  const columns = uploadColumns(list);
  const issues: RowIssue[] = [];
  const texts = columns.map(() => '');
  const payload: Record<string, unknown> = {};
  const header = new Map<string, string>();
  for (const c of columns) header.set(c.field.name, c.header);
  const cellOf = new Map<string, CellValue>();
  layout.forEach((c, i) => {
    if (c && !cellOf.has(c.field.name)) cellOf.set(c.field.name, cells[i] ?? null);
  });
  columns.forEach((column, i) => {
    const f = column.field;
    const cell = cellOf.get(f.name) ?? null;
    const text = cellText(cell, f.kind === 'date' ? 'date' : 'text', date1904);
    texts[i] = text;
    const issue = (reason: string) => issues.push({ row: rowNumber, column: column.header, reason });
    if (text === '') {
      if (isBandsField(f)) return; // the schema's defaults
      if (!column.required) {
        payload[f.name] = f.kind === 'number' || f.kind === 'reference' || f.kind === 'date' ? null : '';
        return;
      }
      issue(M.fillAll);
      return;
    }
    switch (f.kind) {
      case 'number':
        payload[f.name] = typeof cell === 'number' ? cell : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
        return;
      case 'reference': {
        const found = references[f.list]?.find(text);
        if (found === undefined) issue(NOT_FOUND_BY_LIST[f.list] ?? `${f.label} Not Found`);
        else if (found === null) issue(LIST_UPLOAD_MESSAGES.ambiguous(text));
        else payload[f.name] = found;
        return;
      }
      case 'choice': {
        const option = f.options.find((o) => looseKey(o) === looseKey(text));
        if (option === undefined) issue(LIST_UPLOAD_MESSAGES.notAChoice(f.options));
        else payload[f.name] = option;
        return;
      }
      case 'yesno': {
        const word = text.toLowerCase();
        const value = word === 'yes' || word === 'true' ? true : word === 'no' || word === 'false' ? false : null;
        if (value === null) issue(LIST_UPLOAD_MESSAGES.notAChoice(YES_NO_WORDS));
        else payload[f.name] = value;
        return;
      }
      case 'grades':
      case 'classes':
      case 'passRules':
        payload[f.name] = bandsOfText(f.kind, text);
        return;
      case 'date':
        payload[f.name] = isoDate(text);
        return;
      default:
        payload[f.name] = text;
    }
  });
  if (issues.length) return { ok: false, issues, texts };
  const result = v.safeParse(list.schema, payload);
  if (result.success) return { ok: true, row: result.output as Record<string, unknown>, texts };
  const seen = new Set<string>();
  for (const i of result.issues) {
    const key = i.path?.[0]?.key;
    const column = typeof key === 'string' ? (header.get(key) ?? '') : '';
    const reason = rowReason(i) ?? rowIssueMessage(i);
    if (seen.has(`${column}\n${reason}`)) continue;
    seen.add(`${column}\n${reason}`);
    issues.push({ row: rowNumber, column, reason });
  }
  return { ok: false, issues, texts };
}

/** A row's key as one text: the values of the list's key fields (see UPLOAD_KEYS). */
export const uploadKeyOf = (kind: ListKind, row: Record<string, unknown>): string =>
  JSON.stringify(UPLOAD_KEYS[kind].map((k) => (typeof row[k] === 'string' ? looseKey(row[k]) : row[k])));

import * as v from 'valibot';
import { ApplicationFormDataSchema, type ApplicationFormData } from './application-form';
import { BULK_COLUMNS, columnForKey, headerKey, type BulkColumn, type LookupList } from './bulk-columns';
import { cellText, type CellValue, type LookupIndex } from './bulk-cells';
import type { RowIssue } from './bulk-report';
import { maskAadhaar } from './aadhaar-mask';
import { ADMISSION_MESSAGES as M } from './messages';
import { implausibleDates } from './plausible-dates';

/** The college's lists for one upload; batches and branches by course, sub-castes by category (canonical names). */
export interface AdmissionLookups {
  course: LookupIndex;
  batchesByCourse: ReadonlyMap<string, LookupIndex>;
  branchesByCourse: ReadonlyMap<string, LookupIndex>;
  category: LookupIndex;
  subCastesByCategory: ReadonlyMap<string, LookupIndex>;
  admissionType: LookupIndex;
  agent: LookupIndex;
  entranceType: LookupIndex;
  nationality: LookupIndex;
  religion: LookupIndex;
  regulation: LookupIndex;
  /** The college's today, YYYY-MM-DD: admission and birth dates must be plausible around it (implausibleDates). */
  today: string;
}

/** Which template column each sheet column holds (null: a column the template does not have, ignored). */
export type SheetLayout = readonly (BulkColumn | null)[];

/** The header row → the layout, or the template columns it lacks (required ones at least). */
export function layoutFromHeader(header: readonly CellValue[]): { layout: SheetLayout } | { missing: string[] } {
  const byHeader = new Map(BULK_COLUMNS.map((c) => [headerKey(c.header), c]));
  const layout = header.map((cell) => byHeader.get(headerKey(cellText(cell, 'text'))) ?? null);
  const present = new Set(layout.filter((c): c is BulkColumn => c !== null).map((c) => c.key));
  if (present.size === 0) return { missing: [] };
  const missing = BULK_COLUMNS.filter((c) => c.required && !present.has(c.key)).map((c) => c.header);
  return missing.length ? { missing } : { layout };
}

export const isBlankRow = (cells: readonly CellValue[]) => cells.every((cell) => cellText(cell, 'text') === '');

/** Each column's payload path, split once ('permanentAddress.village' → ['permanentAddress', 'village']). */
const PATHS = new Map(BULK_COLUMNS.map((c) => [c, c.key.split('.', 2) as [string, string | undefined]]));

function setPath(target: Record<string, unknown>, column: BulkColumn, value: string | number) {
  const [head, tail] = PATHS.get(column)!;
  if (tail === undefined) {
    target[head] = value;
    return;
  }
  const inner = (target[head] ??= {}) as Record<string, unknown>;
  inner[tail] = value;
}

const NOT_FOUND: Partial<Record<LookupList, string>> = {
  course: M.unknownCourse,
  batch: M.unknownBatch,
  branch: M.unknownBranch,
  category: M.unknownCategory,
  admissionType: M.unknownAdmissionType,
  agent: M.unknownAgent,
};

/** The list a lookup column is matched in; dependent lists follow the row's own course and caste category. */
function indexFor(
  list: LookupList,
  lookups: AdmissionLookups,
  row: Record<string, unknown>,
): LookupIndex | null | undefined {
  switch (list) {
    case 'batch':
      return lookups.batchesByCourse.get(String(row.courseAppliedFor ?? ''));
    case 'branch':
      return lookups.branchesByCourse.get(String(row.courseAppliedFor ?? ''));
    case 'subCaste':
      return lookups.subCastesByCategory.get(String(row.category ?? ''));
    default:
      return lookups[list];
  }
}

// Course and category first: batch, branch and sub-caste are matched in their lists.
const FIRST: readonly (LookupList | undefined)[] = ['course', 'category'];
const ordered = new WeakMap<SheetLayout, { column: BulkColumn; at: number }[]>();
/** The layout's columns with where they are in the row, course and category first (worked out once per layout). */
function orderedColumns(layout: SheetLayout) {
  let found = ordered.get(layout);
  if (!found) {
    const first: { column: BulkColumn; at: number }[] = [];
    const rest: { column: BulkColumn; at: number }[] = [];
    for (let at = 0; at < layout.length; at++) {
      const column = layout[at];
      if (column) (FIRST.includes(column.lookup) ? first : rest).push({ column, at });
    }
    found = [...first, ...rest];
    ordered.set(layout, found);
  }
  return found;
}

export type CheckedRow = { ok: true; payload: ApplicationFormData } | { ok: false; issues: RowIssue[] };

/**
 * One sheet row → the §3 save payload checked by the form's own schema (ApplicationFormDataSchema), or every
 * issue of the row by column. Lookup cells are matched to the college's lists whatever their case ('bc-a').
 */
export function checkRow(
  rowNumber: number,
  cells: readonly CellValue[],
  layout: SheetLayout,
  lookups: AdmissionLookups,
  date1904 = false,
): CheckedRow {
  const raw: Record<string, unknown> = {};
  const issues: RowIssue[] = [];
  // Plain loops: this runs for every row of a 100,000-row upload.
  for (const { column, at } of orderedColumns(layout)) {
    const cell = cells[at] ?? null;
    if (column.kind === 'aadhaar' && typeof cell === 'number') {
      setPath(raw, column, cell); // the Aadhaar rule refuses a number cell: "type it as text"
      continue;
    }
    const text = cellText(cell, column.kind, date1904);
    if (column.lookup && text !== '') {
      const index = indexFor(column.lookup, lookups, raw);
      const parentMissing = index === undefined && ['batch', 'branch', 'subCaste'].includes(column.lookup);
      const found = index?.find(text) ?? null;
      if (parentMissing) {
        // Checked only once its course or caste category is known: one reason per mistake.
        setPath(raw, column, text);
        continue;
      }
      if (found === null) {
        issues.push({ row: rowNumber, column: column.header, reason: NOT_FOUND[column.lookup] ?? M.invalidChoice });
        continue;
      }
      setPath(raw, column, found);
    } else {
      setPath(raw, column, text);
    }
  }
  // The form copies these (§4: the admission type is also the seat type; inter marks are the marks secured).
  raw.seatType = raw.admissionType ?? '';
  raw.admissionEntryType = raw.admissionType ?? '';
  raw.lateral = raw.lateralEntry ?? '';
  raw.interMarks = raw.marksSecured ?? '';
  const parsed = v.safeParse(ApplicationFormDataSchema, raw, { abortEarly: false });
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      const column = columnForKey(path);
      if (column && issues.some((i) => i.column === column.header)) continue;
      issues.push({ row: rowNumber, column: column?.header ?? path, reason: issue.message });
    }
  }
  if (parsed.success)
    for (const { field, message } of implausibleDates(parsed.output, lookups.today)) {
      const column = columnForKey(field);
      if (!issues.some((i) => i.column === column?.header))
        issues.push({ row: rowNumber, column: column?.header ?? field, reason: message });
    }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, payload: parsed.output };
}

/**
 * The row as the clerk typed it, one text per template column (for the error sheet), but the Aadhaar number
 * masked ('XXXX XXXX 1234'): a row not saved is kept for a while to be fixed, never with the number in clear.
 */
export function rowTexts(cells: readonly CellValue[], layout: SheetLayout, date1904 = false): string[] {
  const texts = new Array<string>(BULK_COLUMNS.length).fill('');
  for (const { column, at } of orderedColumns(layout)) {
    const text = cellText(cells[at] ?? null, column.kind, date1904);
    texts[BULK_COLUMNS.indexOf(column)] =
      column.kind === 'aadhaar' && text !== '' ? maskAadhaar(text.replace(/\D/g, '')) : text;
  }
  return texts;
}

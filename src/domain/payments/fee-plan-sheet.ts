import * as v from 'valibot';
import { cellText, type CellValue } from '../admissions/bulk-cells';
import type { FINE_KINDS } from './fee-plans';
import {
  EMPTY_HEAD_FORM,
  FeePlanHeadFormSchema,
  INSTALMENT_FIELDS,
  SLAB_FIELDS,
  type HeadFormValues,
} from './fee-plan-forms';

/**
 * The fee structure's Excel template: one row per head, its columns the head form's fields. A filled template is read
 * back into head forms and checked by the very schema the screen's form uses (FeePlanHeadFormSchema); the heads then
 * fill the structure's editor, where Save checks and saves them as typed ones are.
 */

export const FINE_KIND_TEXT: Readonly<Record<(typeof FINE_KINDS)[number], string>> = {
  NONE: 'None',
  PER_DAY: 'Per day',
  SLAB: 'By days late',
};

export interface HeadSheetColumn {
  header: string;
  field: keyof HeadFormValues & string;
  required: boolean;
  help: string;
  date?: boolean;
}

const RUPEES = 'Rupees, e.g. 52500 or 52,500.50';
export const HEAD_SHEET_COLUMNS: readonly HeadSheetColumn[] = [
  { header: 'Fee type', field: 'feeType', required: true, help: "One of the college's fee types" },
  { header: 'Item', field: 'item', required: false, help: 'What a miscellaneous fee is for (ID card); else empty' },
  { header: 'Amount', field: 'amount', required: true, help: RUPEES },
  { header: 'Due date', field: 'dueDate', required: true, help: 'YYYY-MM-DD (or an Excel date)', date: true },
  { header: 'Late fine', field: 'fineKind', required: false, help: 'None, Per day or By days late (empty: None)' },
  { header: 'Fine per day', field: 'finePerDay', required: false, help: `With Per day: ${RUPEES}` },
  {
    header: 'Fine cap',
    field: 'fineCap',
    required: false,
    help: `The most the fine grows to (empty: no cap). ${RUPEES}`,
  },
  ...SLAB_FIELDS.flatMap((n) => [
    {
      header: `Slab ${n} days late`,
      field: `slab${n}Days`,
      required: false,
      help: 'With By days late: from this many days late on',
    },
    { header: `Slab ${n} fine`, field: `slab${n}Amount`, required: false, help: `The fine from then on. ${RUPEES}` },
  ]),
  ...INSTALMENT_FIELDS.flatMap((n) => [
    { header: `Instalment ${n} due date`, field: `inst${n}Date`, required: false, help: 'YYYY-MM-DD', date: true },
    {
      header: `Instalment ${n} amount`,
      field: `inst${n}Amount`,
      required: false,
      help: `Instalments add up to the amount. ${RUPEES}`,
    },
  ]),
];

/** The most heads a structure takes (FeePlanSchema), so the most rows a template is read for. */
export const MAX_SHEET_HEADS = 40;

export const FEE_PLAN_SHEET_MESSAGES = {
  missingColumns: /*i18n*/ 'These columns of the template are missing: {columns}',
  noHeads: /*i18n*/ 'The sheet has no heads under its header row',
  tooManyHeads: /*i18n*/ 'A fee structure has at most 40 heads',
  rowProblem: /*i18n*/ 'Row {row}: {problem}',
} as const;

const looseHeader = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where each template column is in the header row, or the required headers it lacks. */
export function headSheetLayout(header: readonly CellValue[]): { at: Map<string, number> } | { missing: string[] } {
  const found = new Map(header.map((cell, i) => [looseHeader(cellText(cell, 'text')), i]));
  const at = new Map<string, number>();
  for (const c of HEAD_SHEET_COLUMNS) {
    const i = found.get(looseHeader(c.header));
    if (i !== undefined) at.set(c.field, i);
  }
  const missing = HEAD_SHEET_COLUMNS.filter((c) => c.required && !at.has(c.field)).map((c) => c.header);
  return missing.length ? { missing } : { at };
}

/** A fine kind as written in the sheet ('per day', 'By Days Late', '') → the form's value; unknown words stay as typed. */
const fineKindOf = (text: string) => {
  if (text === '') return 'NONE';
  const found = Object.entries(FINE_KIND_TEXT).find(([, words]) => looseHeader(words) === looseHeader(text));
  return found ? found[0] : text;
};

/**
 * One row of the sheet → the head form's values and, when the form's schema refuses them, its first problem (the
 * schema's English words, shown in the page's language by the screen).
 */
export function headOfSheetRow(
  cells: readonly CellValue[],
  at: ReadonlyMap<string, number>,
  date1904 = false,
): { values: HeadFormValues; problem: string | null } {
  const values: HeadFormValues = { ...EMPTY_HEAD_FORM };
  for (const c of HEAD_SHEET_COLUMNS) {
    const i = at.get(c.field);
    const text = i === undefined ? '' : cellText(cells[i] ?? null, c.date ? 'date' : 'text', date1904);
    values[c.field] = c.field === 'fineKind' ? fineKindOf(text) : text;
  }
  const checked = v.safeParse(FeePlanHeadFormSchema, values);
  return { values, problem: checked.success ? null : (checked.issues[0]?.message ?? null) };
}

import type * as v from 'valibot';
import type { Access } from '../auth/access';
import type { Role } from '../auth/roles';
import type { ListOptionSchema } from './list-option';

/** The lists the college keeps; each has one descriptor, one table and one screen built from the descriptor. */
export const LIST_KINDS = [
  'levels',
  'degrees',
  'regulations',
  'batches',
  'branches',
  'semesters',
  'sections',
  'departments',
  'subjects',
  'academicYears',
  'semesterDates',
  'holidays',
  'activities',
  'bellPeriods',
  'leaveTypes',
  'leaveAllotments',
  'feeTypes',
  'casteCategories',
  'subCastes',
  'seatTypes',
  'agents',
  'keyValues',
  'faculty',
] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/**
 * Lists of people (names, e-mail addresses, mobiles): read only online and never kept on the device, so a shared
 * phone or kiosk holds none of them after the page closes or its user signs out.
 */
export const LISTS_OF_PEOPLE: ReadonlySet<ListKind> = new Set<ListKind>(['faculty']);

export const isListKind = (kind: string): kind is ListKind => (LIST_KINDS as readonly string[]).includes(kind);

/**
 * How a field is entered and shown. `reference` holds the id of a row of `list` (or its `valueField`: a degree
 * holds its level's code), chosen from a drop-down of that list;
 * `choice` one of `options` (shown by its `labels` where it has them); `grades` a grading scheme (written 'S 90 10; A 80 9; …'); `classes` the classes a
 * regulation awards (written 'First Class 6.75; …'); `passRules` a regulation's minimums by subject kind (written
 * 'lab 0 40 50; …'); a `number` with `step` 0.5 takes halves (credits); `date` a calendar day
 * (YYYY-MM-DD, a date picker on the form); `yesno` true or false (Yes or No on the screen). `input` picks the
 * keyboard a text field brings up on a phone.
 */
export type FieldSpec =
  | {
      name: string;
      label: string;
      kind: 'text' | 'code';
      optional?: boolean;
      hint?: string;
      input?: 'email' | 'tel';
    }
  | { name: string; label: string; kind: 'number'; optional?: boolean; hint?: string; step?: 0.5; decimal?: true }
  | {
      name: string;
      label: string;
      kind: 'reference';
      list: ListKind;
      valueField?: string;
      optional?: boolean;
      hint?: string;
    }
  | {
      name: string;
      label: string;
      kind: 'choice';
      options: readonly string[];
      /** What an option is called on the screen, where its stored value is a code ('newAdmission'). */
      labels?: Readonly<Record<string, string>>;
      optional?: boolean;
      hint?: string;
    }
  | { name: string; label: string; kind: 'grades' | 'classes' | 'passRules'; optional?: false; hint?: string }
  | { name: string; label: string; kind: 'date'; optional?: boolean; hint?: string }
  | { name: string; label: string; kind: 'yesno'; optional?: false; hint?: string };

export interface ListDescriptor<
  S extends v.ObjectSchema<v.ObjectEntries, undefined> = v.ObjectSchema<v.ObjectEntries, undefined>,
> {
  kind: ListKind;
  /** The screen's title and the words for one row ('branch'). */
  title: string;
  one: string;
  /** The row as the form, the server and the Excel importer take it. */
  schema: S;
  fields: readonly FieldSpec[];
  /** Fields shown as the table's columns, in order. */
  columns: readonly string[];
  /** Text fields the search box looks in. */
  search: readonly string[];
  /** Reference or choice fields offered as filters. */
  filters: readonly string[];
  /** The field a row is named by in drop-downs and messages. */
  labelField: string;
  /** What else uses a row; a delete is refused while any of it remains (said on the screen and in the docs). */
  referencedBy: readonly string[];
  /** Who may read the list, and who may add, change and delete its rows. */
  readers: Access;
  writers: readonly Role[];
  /** A HoD reads only the rows of their own department (§6): through the row's department or its branch. */
  hodScope?: 'department' | 'branch';
  /**
   * The row's `dates` fall within the row its `reference` names, from that row's `from` to its `to` (a holiday within
   * its academic year); the server checks it, as a schema cannot read another row.
   */
  within?: { reference: string; from: string; to: string; dates: readonly string[] };
  /** A yes/no field at most one row holds yes (the current academic year). */
  onlyOne?: string;
  /**
   * The row its `reference` names holds the same `field` as this row (semester dates name a semester of their own
   * degree); the server checks it, as a schema cannot read another row.
   */
  sameAs?: { reference: string; field: string };
  /** A screen of its own for one row (the faculty record: login, photo, faculty database); `$id` is the row's id. */
  recordPath?: string;
}

export type ListRow<D extends ListDescriptor> = v.InferOutput<D['schema']> & { id: number };

/** One entry of a reference's drop-down: what the row stores and what the drop-down shows. */
export type ListOption = v.InferOutput<typeof ListOptionSchema>;

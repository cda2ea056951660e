import * as v from 'valibot';
import { calendarDate } from '../calendar/calendar-date';
import { LABEL_LAYOUT_IDS, LABEL_LAYOUTS, labelsPerSheet } from './label-layouts';
import { LIBRARY_MESSAGES as M } from './messages';
import { ACCESSION_FORMAT } from './title-forms';

/** The most labels or cards made at once (about 30 sheets of the smallest labels, 200 pages of cards). */
export const MAX_LABELS = 2000;
export const MAX_CARDS = 2000;
/** The most codes a typed (or scanned) list may hold. */
export const MAX_LISTED = 200;

/** A barcode as the catalogue keeps it (upper case; the accession number's letters, digits, / and -). */
export const BARCODE_FORMAT = /^[A-Z0-9/-]{1,32}$/;

/** A code scanned or typed at a scan field: trimmed and in upper case, as copies and patrons are keyed. */
export const ScannedCodeSchema = v.pipe(
  v.string(M.scannedCodeInvalid),
  v.trim(),
  v.toUpperCase(),
  v.regex(BARCODE_FORMAT, M.scannedCodeInvalid),
);

/** GET /api/app/library/barcode-lookup?code=: what a scanned code is. */
export const BarcodeLookupQuerySchema = v.object({ code: ScannedCodeSchema });

/** Codes typed or scanned one a line (or separated by commas or spaces) → each once, in upper case, in order. */
const codeList = (message: string) =>
  v.pipe(
    v.string(message),
    v.maxLength(MAX_LISTED * 34, message),
    v.transform((s) => [
      ...new Set(
        s
          .toUpperCase()
          .split(/[\s,;]+/)
          .filter(Boolean),
      ),
    ]),
    v.check(
      (list) => list.length >= 1 && list.length <= MAX_LISTED && list.every((c) => BARCODE_FORMAT.test(c)),
      message,
    ),
  );

const idText = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(/^[1-9]\d{0,8}$/, message), v.transform(Number));

const accessionText = v.pipe(
  v.string(M.accessionInvalid),
  v.trim(),
  v.toUpperCase(),
  v.regex(ACCESSION_FORMAT, M.accessionInvalid),
);

/** An accession number's prefix and trailing number ('CSE/0099' → 'CSE/', 99n). */
export function accessionParts(accession: string): { prefix: string; number: bigint } | null {
  const m = /^(.*?)(\d+)$/.exec(accession);
  return m ? { prefix: m[1] ?? '', number: BigInt(m[2] ?? '0') } : null;
}

/** Whether from … to is a range of one register: the same prefix, counting up. */
export function isAccessionRange(from: string, to: string): boolean {
  const [a, b] = [accessionParts(from), accessionParts(to)];
  return !!a && !!b && a.prefix === b.prefix && a.number <= b.number;
}

export const LABEL_SELECTIONS = ['title', 'accession', 'added', 'barcodes'] as const;

const sinceText = v.pipe(v.string(M.addedSinceInvalid), v.trim(), calendarDate(M.addedSinceInvalid));

/**
 * GET /api/app/library/labels: which copies get accession labels. A title's copies, an accession number range of one
 * prefix (from … to), the copies added on or after a day, or a list of barcodes (one a line).
 */
export const LabelSelectionSchema = v.pipe(
  v.variant(
    'by',
    [
      v.object({ by: v.literal('title'), titleId: idText(M.labelTitleRequired) }),
      v.object({ by: v.literal('accession'), from: accessionText, to: accessionText }),
      v.object({ by: v.literal('added'), since: sinceText }),
      v.object({ by: v.literal('barcodes'), list: codeList(M.barcodeListInvalid) }),
    ],
    M.labelByInvalid,
  ),
  v.check((s) => s.by !== 'accession' || isAccessionRange(s.from, s.to), M.accessionRangeInvalid),
);
export type LabelSelection = v.InferOutput<typeof LabelSelectionSchema>;

/** The address's query of a selection (a list as one line of commas). */
export function labelSelectionParams(selection: LabelSelection): Record<string, string> {
  switch (selection.by) {
    case 'title':
      return { by: 'title', titleId: String(selection.titleId) };
    case 'accession':
      return { by: 'accession', from: selection.from, to: selection.to };
    case 'added':
      return { by: 'added', since: selection.since };
    case 'barcodes':
      return { by: 'barcodes', list: selection.list.join(',') };
  }
}

/** Whether a form's text passes one schema (a rule of the field the form's choice of `by` asks for). */
const holds = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

/**
 * The Accession labels form: how the copies are chosen (and the fields of that choice), the label sheet and the label
 * to start at. Its output is the selection the server takes, the layout and the start.
 */
export const AccessionLabelsFormSchema = v.pipe(
  v.object({
    by: v.picklist(LABEL_SELECTIONS, M.labelByInvalid),
    titleId: v.string(),
    from: v.string(),
    to: v.string(),
    since: v.string(),
    list: v.string(),
    layout: v.picklist(LABEL_LAYOUT_IDS, M.labelLayoutInvalid),
    startAt: v.pipe(
      v.string(M.startAtInvalid),
      v.trim(),
      v.regex(/^[1-9]\d{0,2}$/, M.startAtInvalid),
      v.transform(Number),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['layout'], ['startAt']],
      (f) => f.startAt <= labelsPerSheet(LABEL_LAYOUTS[f.layout]),
      M.startAtInvalid,
    ),
    ['startAt'],
  ),
  v.forward(
    v.partialCheck(
      [['by'], ['titleId']],
      (f) => f.by !== 'title' || holds(idText(''), f.titleId),
      M.labelTitleRequired,
    ),
    ['titleId'],
  ),
  v.forward(
    v.partialCheck([['by'], ['from']], (f) => f.by !== 'accession' || holds(accessionText, f.from), M.accessionInvalid),
    ['from'],
  ),
  v.forward(
    v.partialCheck([['by'], ['to']], (f) => f.by !== 'accession' || holds(accessionText, f.to), M.accessionInvalid),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['by'], ['from'], ['to']],
      (f) =>
        f.by !== 'accession' ||
        !holds(accessionText, f.from) ||
        !holds(accessionText, f.to) ||
        isAccessionRange(f.from.trim().toUpperCase(), f.to.trim().toUpperCase()),
      M.accessionRangeInvalid,
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck([['by'], ['since']], (f) => f.by !== 'added' || holds(sinceText, f.since), M.addedSinceInvalid),
    ['since'],
  ),
  v.forward(
    v.partialCheck([['by'], ['list']], (f) => f.by !== 'barcodes' || holds(codeList(''), f.list), M.barcodeListInvalid),
    ['list'],
  ),
  v.transform(({ layout, startAt, ...fields }) => ({
    selection: v.parse(LabelSelectionSchema, fields),
    layout,
    startAt,
  })),
);
export type AccessionLabelsFormValues = v.InferInput<typeof AccessionLabelsFormSchema>;

export const PATRON_KINDS = ['student', 'staff'] as const;
export type PatronKind = (typeof PATRON_KINDS)[number];

/** A department's or a batch's id as chosen from a list, or null for all. */
const optionalId = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.check((s) => s === '' || /^[1-9]\d{0,8}$/.test(s), M.patronGroupInvalid),
  v.transform((s) => (s === '' ? null : Number(s))),
);

const kindOf = v.picklist(PATRON_KINDS, M.patronKindInvalid);

/**
 * GET /api/app/library/patron-cards: whose cards. Students on roll of a department and batch (either or both may be
 * all), staff working in a department (or all), or a list of roll numbers or employee codes.
 */
export const PatronCardSelectionSchema = v.variant(
  'by',
  [
    v.object({ by: v.literal('group'), kind: kindOf, department: optionalId, batch: optionalId }),
    v.object({ by: v.literal('list'), kind: kindOf, list: codeList(M.patronListInvalid) }),
  ],
  M.patronByInvalid,
);
export type PatronCardSelection = v.InferOutput<typeof PatronCardSelectionSchema>;

/** The address's query of a selection of patrons. */
export function patronSelectionParams(selection: PatronCardSelection): Record<string, string> {
  if (selection.by === 'list') return { by: 'list', kind: selection.kind, list: selection.list.join(',') };
  const group: Record<string, string> = { by: 'group', kind: selection.kind };
  if (selection.department !== null) group.department = String(selection.department);
  if (selection.kind === 'student' && selection.batch !== null) group.batch = String(selection.batch);
  return group;
}

/** The Patron cards form: students or staff, chosen by department (and batch) or by a list of codes. */
export const PatronCardsFormSchema = v.pipe(
  v.object({
    kind: kindOf,
    by: v.picklist(['group', 'list'], M.patronByInvalid),
    department: optionalId,
    batch: optionalId,
    list: v.string(),
  }),
  v.forward(
    v.partialCheck([['by'], ['list']], (f) => f.by !== 'list' || holds(codeList(''), f.list), M.patronListInvalid),
    ['list'],
  ),
  v.transform((f) =>
    v.parse(
      PatronCardSelectionSchema,
      f.by === 'list'
        ? { by: 'list', kind: f.kind, list: f.list }
        : {
            by: 'group',
            kind: f.kind,
            department: f.department === null ? '' : String(f.department),
            batch: f.kind === 'student' && f.batch !== null ? String(f.batch) : '',
          },
    ),
  ),
);
export type PatronCardsFormValues = v.InferInput<typeof PatronCardsFormSchema>;

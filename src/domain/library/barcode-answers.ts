import * as v from 'valibot';
import { COPY_STATUSES } from './catalogue';

/** One copy's accession label as the server answers it; the PDF is made on the device (accession-labels-pdf.ts). */
export const AccessionLabelSchema = v.object({
  barcode: v.string(),
  accessionNo: v.string(),
  callNumber: v.string(),
  title: v.string(),
});

/**
 * GET /api/app/library/labels: the college's name for the labels, the chosen copies in accession order, and the
 * barcodes of a typed list that no copy has.
 */
export const LabelSheetAnswerSchema = v.object({
  collegeName: v.string(),
  labels: v.array(AccessionLabelSchema),
  missing: v.array(v.string()),
});
export type LabelSheetAnswer = v.InferOutput<typeof LabelSheetAnswerSchema>;

/** A student's card: roll number, name, course (degree and branch) and batch. */
const StudentCardSchema = v.object({
  kind: v.literal('student'),
  code: v.string(),
  name: v.string(),
  course: v.string(),
  batch: v.string(),
});

/** A member of staff's card: employee code, name, designation and department. */
const StaffCardSchema = v.object({
  kind: v.literal('staff'),
  code: v.string(),
  name: v.string(),
  designation: v.string(),
  department: v.string(),
});

export const PatronCardDataSchema = v.variant('kind', [StudentCardSchema, StaffCardSchema]);
export type PatronCardData = v.InferOutput<typeof PatronCardDataSchema>;

/** GET /api/app/library/patron-cards: the college's name and logo for the cards, the cards, codes of a list not found. */
export const PatronCardsAnswerSchema = v.object({
  collegeName: v.string(),
  logo: v.nullable(v.object({ b64: v.string(), format: v.picklist(['PNG', 'JPEG', 'WEBP']) })),
  cards: v.array(PatronCardDataSchema),
  missing: v.array(v.string()),
});
export type PatronCardsAnswer = v.InferOutput<typeof PatronCardsAnswerSchema>;

const ChoiceSchema = v.object({ id: v.number(), name: v.string() });

/** GET /api/app/library/patron-groups: the departments, and the batches with students on roll, to choose cards by. */
export const PatronGroupsSchema = v.object({
  departments: v.array(ChoiceSchema),
  batches: v.array(ChoiceSchema),
});
export type PatronGroups = v.InferOutput<typeof PatronGroupsSchema>;

/** A scanned code that is a copy's barcode: the copy and its title. */
const FoundCopySchema = v.object({
  kind: v.literal('copy'),
  copyId: v.number(),
  titleId: v.number(),
  title: v.string(),
  authors: v.array(v.string()),
  callNumber: v.string(),
  accessionNo: v.string(),
  barcode: v.string(),
  location: v.string(),
  status: v.picklist(COPY_STATUSES),
});

/** A scanned code that is a student's roll number or a member of staff's employee code. */
const FoundPatronSchema = v.object({
  kind: v.picklist(['student', 'staff']),
  id: v.number(),
  code: v.string(),
  name: v.string(),
  /** A student's course and batch, a member of staff's designation and department. */
  detail: v.string(),
  /** A student's status (studying, detained, …), a member of staff's (Active, Relieved). */
  status: v.string(),
});

export const FoundCodeSchema = v.variant('kind', [FoundCopySchema, FoundPatronSchema]);
export type FoundCode = v.InferOutput<typeof FoundCodeSchema>;

/** GET /api/app/library/barcode-lookup: what the code is (a copy, a student, staff; more than one if codes collide). */
export const BarcodeLookupSchema = v.object({
  code: v.string(),
  found: v.array(FoundCodeSchema),
});
export type BarcodeLookup = v.InferOutput<typeof BarcodeLookupSchema>;

import {
  BarcodeLookupSchema,
  LabelSheetAnswerSchema,
  PatronCardsAnswerSchema,
  PatronGroupsSchema,
} from '../../../domain/library/barcode-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The library's barcode calls as GET /api/docs describes them (spread into libraryOperations). */
export const barcodeOperations = {
  'GET /api/app/library/labels': {
    summary:
      'The accession labels of a title’s copies, an accession number range, the copies added since a day or a list of barcodes (the PDF is made on the device); 404 when none, 422 over 2000',
    answer: LabelSheetAnswerSchema,
  },
  'GET /api/app/library/patron-groups': {
    summary: 'The departments, and the batches with students on roll, to choose library cards by',
    answer: PatronGroupsSchema,
  },
  'GET /api/app/library/patron-cards': {
    summary:
      'Library cards of students on roll (by department and batch) or of staff (by department), or of a list of roll numbers or employee codes, with the college’s name and logo; 404 when none, 422 over 2000',
    answer: PatronCardsAnswerSchema,
  },
  'GET /api/app/library/barcode-lookup': {
    summary: 'What a scanned code is: a copy (its title, accession number and status), a student or a member of staff',
    answer: BarcodeLookupSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

import { ImportProgressSchema, ImportReportSchema } from '../../../domain/admissions/import-answers';
import {
  CatalogueSearchAnswerSchema,
  CopyChangedSchema,
  LibrarySummarySchema,
  TitleDetailSchema,
  TitleSavedSchema,
} from '../../../domain/library/library-answers';
import type { Operation, PermissionLine } from '../server-module';
import { barcodeOperations } from './barcode-operations';
import { circulationOperations } from './circulation-operations';
import { historyOperations } from './history-operations';
import { holdOperations } from './hold-operations';
import { overdueOperations } from './overdue-operations';
import { publicCatalogueOperations } from './public-catalogue-operations';
import { rulesOperations } from './rules-operations';
import { stockCheckOperations } from './stock-check-operations';

/** The library's calls as GET /api/docs describes them. */
export const libraryOperations = {
  ...barcodeOperations,
  ...circulationOperations,
  ...historyOperations,
  ...holdOperations,
  ...overdueOperations,
  ...publicCatalogueOperations,
  ...rulesOperations,
  ...stockCheckOperations,
  'GET /api/app/library/search': {
    summary:
      'Search the catalogue by title, author, subject, ISBN or keyword (prefix words), with each title’s copies on the shelf and where',
    answer: CatalogueSearchAnswerSchema,
  },
  'GET /api/app/library/titles/:id': {
    summary: 'A title with every copy: accession number, barcode, shelf, status (prices for the library staff only)',
    answer: TitleDetailSchema,
  },
  'POST /api/app/library/titles': {
    summary:
      'Add a title with its first copies (accession numbers from the one given, or the next free); an ISBN already catalogued takes the copies instead (200)',
    answer: TitleSavedSchema,
    status: 201,
    also: [{ status: 200, answer: TitleSavedSchema }],
  },
  'PUT /api/app/library/titles/:id': {
    summary: 'Edit a title (its copies stay as they are)',
    answer: TitleSavedSchema,
  },
  'POST /api/app/library/titles/:id/copies': {
    summary: 'Add copies to a title: consecutive accession numbers, one shelf, price and source',
    answer: TitleSavedSchema,
    status: 201,
  },
  'PUT /api/app/library/copies/:id/status': {
    summary: 'Set a copy’s status by hand (lost, damaged, withdrawn, in processing, available) with the reason',
    answer: CopyChangedSchema,
  },
  'GET /api/app/library/summary': {
    summary: 'The catalogue’s figures: titles, copies by status, item type and source, their value, the latest titles',
    answer: LibrarySummarySchema,
  },
  'GET /api/app/library/catalogue-template': {
    summary: 'The Excel template of the catalogue upload (masterDataExcelsUploads?fileType=libraryCatalogue)',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'POST /api/app/library/marc-imports': {
    summary:
      'Import a MARC21 (.mrc) file sent as the body under an Idempotency-Key: titles merged by ISBN, 952/852 holdings as copies, records refused with their reasons',
    answer: ImportReportSchema,
  },
  'GET /api/app/library/marc-imports/:importKey': {
    summary: 'A MARC import’s progress: records read, saved, already catalogued and refused',
    answer: ImportProgressSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

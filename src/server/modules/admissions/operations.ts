import {
  AdmissionPdfSchema,
  AdmissionSavedSchema,
  StudentAdmissionPdfSchema,
} from '../../../domain/admissions/admission-answers';
import { AdmissionsDashboardSchema } from '../../../domain/admissions/admissions-dashboard';
import { ImportProgressSchema, ImportReportSchema } from '../../../domain/admissions/import-answers';
import { NormalDataSchema } from '../../../domain/admissions/normal-data-answers';
import {
  AdmissionEntriesSchema,
  AdmissionSearchAnswerSchema,
  EditableAdmissionSchema,
} from '../../../domain/admissions/register-answers';
import type { Operation, PermissionLine } from '../server-module';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The one Excel upload's calls (admissionUploadsModule). */
export const admissionUploadOperations = {
  'GET /api/app/getExcelForNewAdmissions': {
    summary:
      'The admissions upload template (.xlsx): columns in form order, an Instructions sheet, drop-downs, an example row',
    produces: XLSX,
  },
  'POST /api/app/masterDataExcelsUploads': {
    summary:
      'Excel bulk upload (query fileType=newAdmissionsForm or a list such as subjects, multipart excelFileUpload .xlsx/.xls) → the import report',
    answer: ImportReportSchema,
  },
  'GET /api/app/admissionImports/:importKey': {
    summary:
      'Progress of an upload (its Idempotency-Key): rows checked, saved, already admitted or on the list, invalid',
    answer: ImportProgressSchema,
  },
  'GET /api/app/admissionImports/:importKey/errors': {
    summary: 'The rows of an upload not submitted, in its template columns, as a sheet with a Reason column',
    produces: XLSX,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

/** The admissions dashboard's call (admissionsDashboardModule). */
export const admissionsDashboardOperations = {
  'GET /api/app/getAdmissionsDashboard': {
    summary:
      'Admissions dashboard figures: this academic year by branch, admission type and agent, today, certificates to submit',
    answer: AdmissionsDashboardSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

/** The application forms, the register, its PDF and export (admissionsModule). */
export const admissionsOperations = {
  'GET /api/app/getNormalData': {
    summary:
      "The college's general data for the admission forms: { collegeCode, collegeName, academicYear, admissionTypesFromSeatTypes, admissionTypes }",
    answer: NormalDataSchema,
  },
  'POST /api/app/saveApplicationFormData': {
    summary:
      'Save a new admission or modify one (multipart: applicationFormData JSON, imageUpload photo) → its numbers and PDF',
    answer: AdmissionSavedSchema,
  },
  'POST /api/app/getStudentadmissiondata': {
    summary: 'An admission PDF again, by admission number and Aadhaar number → { bs64, fileName }',
    answer: StudentAdmissionPdfSchema,
  },
  'GET /api/app/generateAdmistionNumber': {
    summary: 'The admission number the next new admission will get, as plain text',
    produces: 'text/plain',
  },
  'POST /api/app/getAdmissionForEdit': {
    summary: 'Modify mode: one admission by roll, admission or Aadhaar number, its real Aadhaar number and photo id',
    answer: EditableAdmissionSchema,
  },
  'GET /api/app/getApplicationFormData': {
    summary: 'Every admission of the register, newest first, Aadhaar masked',
    answer: AdmissionEntriesSchema,
  },
  'POST /api/app/searchAdmissions': {
    summary: "The register's page of admissions for the filters (Aadhaar masked) and how many match",
    answer: AdmissionSearchAnswerSchema,
  },
  'GET /api/app/getAdmissionPdf/:adminNo': {
    summary: "An admission's PDF (Aadhaar masked) → { b64, fileName }",
    answer: AdmissionPdfSchema,
  },
  'POST /api/app/exportAdmissions': {
    summary: 'The register for the filters as an Excel workbook',
    produces: XLSX,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

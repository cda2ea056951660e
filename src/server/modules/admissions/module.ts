import { ADMISSION_READERS, ADMISSION_WRITERS } from '../../../domain/admissions/access';
import { ACADEMIC_LIST_WRITERS } from '../../../domain/academic/access';
import { hasAnyRole } from '../../../domain/auth/access';
import { EXAM_WRITERS } from '../../../domain/exams/access';
import { ADMISSION_LOOKUP_ROLES } from '../../../domain/masters/lookup-access';
import { STUDENT_WRITERS } from '../../../domain/students/access';
import { LIBRARY_STAFF_ROLES } from '../../../domain/library/access';
import type { ServerModule } from '../server-module';
import { mastersService } from '../masters/service';
import { aadhaarVault } from './aadhaar';
import { admissionPdfMaker } from './admission-pdf';
import { admissionsBulkRoutes } from './bulk-routes';
import { admissionUploadOperations, admissionsDashboardOperations, admissionsOperations } from './operations';
import { admissionsDashboardRoutes } from './dashboard';
import { normalDataRoutes } from './normal-data-routes';
import { admissionReads } from './reads';
import { admissionsRoutes } from './routes';
import { admissionsStore } from './admissions-store';
import { studentAdmissionDataRoutes } from './student-admission-data';
import { admissionsDemo } from '../../demo/admissions';

/** Whoever may upload some kind of sheet: admissions, a list, the students, the catalogue (each kind checked again by its handler). */
const SHEET_UPLOADERS = [
  ...new Set([
    ...ADMISSION_WRITERS,
    ...ACADEMIC_LIST_WRITERS,
    ...STUDENT_WRITERS,
    ...EXAM_WRITERS,
    ...LIBRARY_STAFF_ROLES,
  ]),
];

/** The one Excel upload (admissions, the lists, the students, exam marks): its template, progress and rejects. */
export const admissionUploadsModule: ServerModule = {
  name: 'admission-uploads',
  mount: '/app',
  permissions: {
    // Admissions Excel bulk upload (§7): the template, the upload, its progress and its rows not submitted.
    'GET /api/app/getExcelForNewAdmissions': ADMISSION_WRITERS,
    // One upload for admissions, the lists and the students: the handler checks the fileType's own writers before
    // reading the file; an upload's progress and rows not submitted are read by the user who uploaded it only.
    'POST /api/app/masterDataExcelsUploads': SHEET_UPLOADERS,
    'GET /api/app/admissionImports/:importKey': SHEET_UPLOADERS,
    'GET /api/app/admissionImports/:importKey/errors': SHEET_UPLOADERS,
  },
  operations: admissionUploadOperations,
  build: ({ db, clock, config, sheetImporters }) => ({
    router: admissionsBulkRoutes({
      db,
      masters: mastersService(db, clock),
      vault: aadhaarVault(config.aadhaarKey),
      clock,
      importers: sheetImporters,
    }),
  }),
};

/** The admissions dashboard's figures. */
export const admissionsDashboardModule: ServerModule = {
  name: 'admissions-dashboard',
  mount: '/app',
  permissions: {
    'GET /api/app/getAdmissionsDashboard': ADMISSION_READERS,
  },
  operations: admissionsDashboardOperations,
  build: ({ db, clock }) => ({ router: admissionsDashboardRoutes(db, clock) }),
};

/** Admissions: the application forms, the register, its PDF and export, and the form's lookup lists. */
export const admissionsModule: ServerModule = {
  name: 'admissions',
  mount: '/app',
  demo: admissionsDemo,
  permissions: {
    // The college's general data for the admission forms: the admission screens and the register's readers.
    'GET /api/app/getNormalData': ADMISSION_LOOKUP_ROLES,
    // Admissions: writers save and modify (and so see a record's Aadhaar number); the register's
    // readers (also chairman and dean) search, print and export with Aadhaar masked.
    'POST /api/app/saveApplicationFormData': ADMISSION_WRITERS,
    'POST /api/app/getStudentadmissiondata': ADMISSION_WRITERS,
    'GET /api/app/generateAdmistionNumber': ADMISSION_WRITERS,
    'POST /api/app/getAdmissionForEdit': ADMISSION_WRITERS,
    'GET /api/app/getApplicationFormData': ADMISSION_READERS,
    'POST /api/app/searchAdmissions': ADMISSION_READERS,
    'GET /api/app/getAdmissionPdf/:adminNo': ADMISSION_READERS,
    'POST /api/app/exportAdmissions': ADMISSION_READERS,
  },
  operations: admissionsOperations,
  build: ({ scoped, storedFiles, fileStorage, college, config, clock }) => {
    const vault = aadhaarVault(config.aadhaarKey);
    const service = admissionsStore({ scoped, storedFiles, vault, clock });
    const reads = admissionReads(scoped.db, vault);
    const pdf = admissionPdfMaker(college, storedFiles, fileStorage, clock);
    return {
      router: admissionsRoutes(service, reads, pdf)
        .route('/', studentAdmissionDataRoutes(reads, vault, pdf))
        .route('/', normalDataRoutes(college, mastersService(scoped.db, clock), clock)),
      // An admission's photo (owner id: the admission number): whoever may read the admissions register.
      fileOwners: { admission: (user) => hasAnyRole(user.roles, ADMISSION_READERS) },
    };
  },
};

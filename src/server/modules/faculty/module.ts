import { LIST_ADMIN_ROLES, LIST_READERS } from '../../../domain/academic/access';
import { hasAnyRole } from '../../../domain/auth/access';
import { FACULTY_RECORD_READERS, FACULTY_RECORD_WRITERS } from '../../../domain/faculty/access';
import { ALLOTMENT_SELF_READERS, ALLOTMENT_WRITERS } from '../../../domain/faculty/allotment';
import type { ServerModule } from '../server-module';
import { allotmentRoutes } from './allotment-routes';
import { allotmentStore } from './allotment-store';
import { allotmentsOperations, facultyDatabaseOperations, facultyRecordsOperations } from './operations';
import { facultyRecordViewRoutes } from './record-view-routes';
import { facultyRoutes } from './routes';
import { facultyStore } from './faculty-store';
import { facultyRecordsDemo } from '../../demo/faculty-records';
import { facultyAllotmentsDemo } from '../../demo/faculty-allotments';

/** Subject allotments of faculty members. */
export const allotmentsModule: ServerModule = {
  name: 'allotments',
  mount: '/app',
  demo: facultyAllotmentsDemo,
  permissions: {
    // Subject allotments: administrators and the academic section for the college, a HoD for their department (the
    // route checks the department); a faculty member reads their own.
    'GET /api/app/allotments': ALLOTMENT_WRITERS,
    'GET /api/app/allotments/choices': ALLOTMENT_WRITERS,
    'GET /api/app/allotments/mine': ALLOTMENT_SELF_READERS,
    'POST /api/app/allotments': ALLOTMENT_WRITERS,
    'PUT /api/app/allotments/:id': ALLOTMENT_WRITERS,
    'DELETE /api/app/allotments/:id': ALLOTMENT_WRITERS,
  },
  operations: allotmentsOperations,
  build: ({ db }) => ({ router: allotmentRoutes(allotmentStore(db)) }),
};

/** A faculty record's own screen and its photo. */
export const facultyRecordsModule: ServerModule = {
  name: 'faculty-records',
  mount: '/app',
  demo: facultyRecordsDemo,
  permissions: {
    // A faculty record's own screen: whether a login exists; its photo (administrators; a HoD reads their department).
    'GET /api/app/facultyRecord/:id': LIST_READERS,
    'POST /api/app/facultyRecord/:id/photo': LIST_ADMIN_ROLES,
  },
  operations: facultyRecordsOperations,
  build: ({ db, storedFiles }) => ({
    router: facultyRecordViewRoutes(db, storedFiles),
    // A faculty member's photo (owner id: the faculty record's id): whoever reads the faculty list.
    fileOwners: { faculty: (user) => hasAnyRole(user.roles, LIST_READERS) },
  }),
};

/** The faculty database service: profiles, publications, MoUs and awards. */
export const facultyDatabaseModule: ServerModule = {
  name: 'faculty-database',
  mount: '/fdb',
  permissions: {
    // Faculty database service: readers see their own, their department's (HoD) or the college's records
    // (checked per record in the handlers); writers change only their own.
    'GET /api/fdb/getallprofiledata': FACULTY_RECORD_READERS,
    'GET /api/fdb/getReserachPapersBasedOnUserName': FACULTY_RECORD_READERS,
    'GET /api/fdb/getCountOfCitations': FACULTY_RECORD_READERS,
    'GET /api/fdb/getCountOfScoupos': FACULTY_RECORD_READERS,
    'GET /api/fdb/getMousCounByUserName': FACULTY_RECORD_READERS,
    'GET /api/fdb/getAwardsByFaculty': FACULTY_RECORD_READERS,
    'GET /api/fdb/publications': FACULTY_RECORD_READERS,
    'POST /api/fdb/publications': FACULTY_RECORD_WRITERS,
    'PUT /api/fdb/publications/:recordId': FACULTY_RECORD_WRITERS,
    'DELETE /api/fdb/publications/:recordId': FACULTY_RECORD_WRITERS,
    'GET /api/fdb/mous': FACULTY_RECORD_READERS,
    'POST /api/fdb/mous': FACULTY_RECORD_WRITERS,
    'PUT /api/fdb/mous/:recordId': FACULTY_RECORD_WRITERS,
    'DELETE /api/fdb/mous/:recordId': FACULTY_RECORD_WRITERS,
    'GET /api/fdb/awards': FACULTY_RECORD_READERS,
    'POST /api/fdb/awards': FACULTY_RECORD_WRITERS,
    'PUT /api/fdb/awards/:recordId': FACULTY_RECORD_WRITERS,
    'DELETE /api/fdb/awards/:recordId': FACULTY_RECORD_WRITERS,
  },
  operations: facultyDatabaseOperations,
  build: ({ db }) => ({ router: facultyRoutes(facultyStore(db)) }),
};

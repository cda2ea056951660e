import { ADMISSION_LOOKUP_ROLES } from '../../../domain/masters/lookup-access';
import type { ServerModule } from '../server-module';
import { mastersOperations } from './operations';
import { mastersRoutes } from './routes';
import { mastersService } from './service';
import { mastersDemo } from '../../demo/master-lists';

/** The lookup lists of degrees, batches, branches, semesters, departments and castes. */
export const mastersModule: ServerModule = {
  name: 'masters',
  mount: '/app',
  demo: mastersDemo,
  permissions: {
    // Lookup lists (module masters): nothing secret, needed by admission, alumni and staff screens alike.
    'GET /api/app/getDegreeByLevel': 'signed-in',
    'GET /api/app/courses/view': 'signed-in',
    'GET /api/app/getBatchesByDegrees': 'signed-in',
    'GET /api/app/getBatches': 'signed-in',
    'GET /api/app/getAlumniBatchesByCourse': 'signed-in',
    'GET /api/app/getBranchesShortForms': 'signed-in',
    'GET /api/app/getAllbranchesbasedonleveldegree': 'signed-in',
    'GET /api/app/getdistinctbranchname/BranchesMaintenance': 'signed-in',
    'GET /api/app/getDistinct/SemesterMaintenanceSemesters': 'signed-in',
    'GET /api/app/getAllDepartmentDetails': 'signed-in',
    'GET /api/app/getAllCasteCatogeries': 'signed-in',
    'GET /api/app/getAllSubCastesByCaste/:category': 'signed-in',
    'GET /api/app/getAdmissionTypes': 'signed-in',
    'GET /api/app/getKeyValuePair': 'signed-in',
    // Admission business (quotas, agents): the admission screens and the register's readers.
    'GET /api/app/getSeatTypes': ADMISSION_LOOKUP_ROLES,
    'GET /api/app/getSeatTypesAsDrop': ADMISSION_LOOKUP_ROLES,
    'GET /api/app/getAgentsForDropdown': ADMISSION_LOOKUP_ROLES,
  },
  operations: mastersOperations,
  build: ({ db, clock }) => ({ router: mastersRoutes(mastersService(db, clock)) }),
};

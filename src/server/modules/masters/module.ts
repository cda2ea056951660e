import { ADMISSION_LOOKUP_ROLES } from '../../../domain/masters/lookup-access';
import type { ServerModule } from '../server-module';
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
  summaries: {
    'GET /api/app/getDegreeByLevel': 'Degrees (courses), UG first; only one level with query level=UG|PG',
    'GET /api/app/courses/view': 'Every degree (course) with its level, duration and number of semesters',
    'GET /api/app/getBatchesByDegrees': 'Batches of a degree, newest first (query degree)',
    'GET /api/app/getBatches': 'Batches of a degree, or of every degree without query degree',
    'GET /api/app/getAlumniBatchesByCourse': 'Batches of a degree that have passed out (query degree)',
    'GET /api/app/getBranchesShortForms': 'Branches admitting in a batch, with short forms (query course, batch)',
    'GET /api/app/getAllbranchesbasedonleveldegree': 'Branches of a degree of a level (query level, course)',
    'GET /api/app/getdistinctbranchname/BranchesMaintenance': 'Branches of a degree (query course)',
    'GET /api/app/getDistinct/SemesterMaintenanceSemesters': 'Semesters of a degree in order (query course)',
    'GET /api/app/getAllDepartmentDetails': 'Departments as §3 department records with code and name',
    'GET /api/app/getAllCasteCatogeries': 'Caste categories (OC, BC-A…BC-E, SC, ST, EWS)',
    'GET /api/app/getAllSubCastesByCaste/:category': 'Sub-castes of a caste category (any case: bc-a)',
    'GET /api/app/getAdmissionTypes': 'Admission types: Direct, Lateral, Transfer',
    'GET /api/app/getKeyValuePair': 'Key-value list: { key, value }[] (query key=entrancetype|Nationality|Religion)',
    'GET /api/app/getSeatTypes': 'Seat types with descriptions',
    'GET /api/app/getSeatTypesAsDrop':
      "Seat types as '{name},{description}' strings; show the text before the first comma",
    'GET /api/app/getAgentsForDropdown': 'Active admission agents',
  },
  build: ({ db, clock }) => ({ router: mastersRoutes(mastersService(db, clock)) }),
};

import type { RequestScopedDatabase } from '../../db/request-scope';
import type { FileStorage } from '../../files/storage';
import type { StoredFilesService } from '../../files/stored-files';
import type { homeService } from '../home/service';
import { aadhaarVault } from './aadhaar';
import { mastersService } from '../masters/service';
import { admissionPdfMaker } from './admission-pdf';
import { normalDataRoutes } from './normal-data-routes';
import { admissionReads } from './reads';
import { admissionsRoutes } from './routes';
import { admissionsService } from './service';
import { studentAdmissionDataRoutes } from './student-admission-data';

interface Deps {
  scoped: RequestScopedDatabase;
  storedFiles: StoredFilesService;
  storage: FileStorage;
  college: ReturnType<typeof homeService>;
  aadhaarKey: string;
  clock?: () => Date;
}

/** The admissions module's router, built from the app's shared pieces. */
export function admissionsModule({
  scoped,
  storedFiles,
  storage,
  college,
  aadhaarKey,
  clock = () => new Date(),
}: Deps) {
  const vault = aadhaarVault(aadhaarKey);
  const service = admissionsService({ scoped, storedFiles, vault, clock });
  const reads = admissionReads(scoped.db, vault);
  const pdf = admissionPdfMaker(college, storedFiles, storage, clock);
  return admissionsRoutes(service, reads, pdf)
    .route('/', studentAdmissionDataRoutes(reads, vault, pdf))
    .route('/', normalDataRoutes(college, mastersService(scoped.db, clock), clock));
}

import { withCatalogue } from '../i18n/app-i18n';
import { signedInRoute } from './screen-route';
import { ADMISSIONS_PATHS } from '../../domain/admissions/paths';

/** §2 /AdmissionFormForSmsk: the STUDENT ADMISSION FORM (second admission form) with its Upload toggle. */
export const admissionSecondFormRoute = signedInRoute(
  ADMISSIONS_PATHS.admissionFormForSmsk,
  withCatalogue('admissions', () => import('../features/admissions/second-form/second-form-screen')),
  'SecondFormScreen',
);

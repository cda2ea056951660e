import { APP_PATHS } from '../../../../domain/routes/known-paths';

/** Where the admissions dashboard links: both forms (§2) and the register. */
export const ADMISSION_FORM_PATH = APP_PATHS.admissionForm;
export const STUDENT_ADMISSION_FORM_PATH = APP_PATHS.admissionFormForSmsk;
export const ADMISSIONS_REGISTER_PATH = APP_PATHS.admissionRegister;

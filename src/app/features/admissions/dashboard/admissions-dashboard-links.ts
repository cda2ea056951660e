import { ADMISSIONS_PATHS } from '../../../../domain/admissions/paths';

/** Where the admissions dashboard links: both forms (§2) and the register. */
export const ADMISSION_FORM_PATH = ADMISSIONS_PATHS.admissionForm;
export const STUDENT_ADMISSION_FORM_PATH = ADMISSIONS_PATHS.admissionFormForSmsk;
export const ADMISSIONS_REGISTER_PATH = ADMISSIONS_PATHS.admissionRegister;

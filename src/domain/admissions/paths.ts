/**
 * The admissions module's addresses: the admission forms and the register. Strings only; APP_PATHS
 * (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const ADMISSIONS_PATHS = {
  admissionForm: '/admissionForm',
  admissionRegister: '/app/Admission/Register',
  admissionFormForSmsk: '/AdmissionFormForSmsk',
} as const;

/**
 * Where the admissions dashboard links. The forms are §2 routes; the register's route is adm-core's (issue 9
 * item 6) and is named here once so the lead can point it at the route that branch declares.
 */
export const ADMISSION_FORM_PATH = '/admissionForm';
export const STUDENT_ADMISSION_FORM_PATH = '/AdmissionFormForSmsk';
export const ADMISSIONS_REGISTER_PATH = '/app/Admission/Register';

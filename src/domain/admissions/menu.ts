import type { MenuLink } from '../menus/menu-links';

/** The Administration menu's Admissions section (menu-tree.ts). */
export const ADMISSIONS_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Admission Form',
    to: '/admissionForm',
    api: 'POST /api/app/saveApplicationFormData',
    hint: /*i18n*/ 'New admissions and changes',
  },
  {
    label: /*i18n*/ 'Student Admission Form',
    to: '/AdmissionFormForSmsk',
    api: 'POST /api/app/getStudentadmissiondata',
    hint: /*i18n*/ 'The shorter admission form, with its PDF',
  },
  {
    label: /*i18n*/ 'Admissions Register',
    to: '/app/Admission/Register',
    api: 'POST /api/app/searchAdmissions',
    hint: /*i18n*/ 'Search, admission PDFs, Excel export',
  },
];

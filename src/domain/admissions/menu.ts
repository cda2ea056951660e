import type { MenuLink } from '../menus/menu-links';

/** The Administration menu's Admissions section (menu-tree.ts). */
export const ADMISSIONS_MENU: readonly MenuLink[] = [
  {
    label: 'Admission Form',
    to: '/admissionForm',
    api: 'POST /api/app/saveApplicationFormData',
    hint: 'New admissions and changes',
  },
  {
    label: 'Student Admission Form',
    to: '/AdmissionFormForSmsk',
    api: 'POST /api/app/getStudentadmissiondata',
    hint: 'The shorter admission form, with its PDF',
  },
  {
    label: 'Admissions Register',
    to: '/app/Admission/Register',
    api: 'POST /api/app/searchAdmissions',
    hint: 'Search, admission PDFs, Excel export',
  },
];

import type { MenuCategory } from './menu-links';
import { APP_PATHS } from '../routes/app-paths';

/** The Administration category: accounts, admissions, fee accounts, academic setup and the system. */
export const ADMINISTRATION_MENU: MenuCategory = {
  id: 'administration',
  title: 'Administration',
  icon: 'administration',
  sections: [
    {
      title: 'Accounts',
      links: [
        {
          label: 'Create User',
          to: '/app/Create User',
          api: 'POST /api/auth/signup',
          hint: 'An account with any role',
        },
        {
          label: 'Create Logins',
          to: '/createLogins',
          api: 'POST /api/app/createStudentLogins',
          badge: 'studentsWithoutLogin',
          hint: 'Logins for students and faculty',
        },
      ],
    },
    {
      title: 'Admissions',
      links: [
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
      ],
    },
    {
      title: 'Fee Accounts',
      links: [
        {
          label: 'Payment Gateway Keys',
          to: '/paymentGatewayKeyMaintenance',
          api: 'GET /api/app/getPaymentGatewayKeyMaintenance',
          hint: 'Shop id and key per fee type',
        },
        {
          label: 'Fee Ledger',
          to: '/app/Accounts/Fee Ledger',
          api: 'GET /api/app/getFeeLedger',
          hint: 'Payments, totals, daily collection, Excel, reconciliation and refunds',
        },
      ],
    },
    {
      title: 'Academic setup',
      links: [
        {
          label: 'College Profile',
          to: APP_PATHS.collegeProfile,
          api: 'PUT /api/app/collegeProfile',
          hint: 'The college name and contact details',
        },
        {
          label: 'Lists the College Keeps',
          to: APP_PATHS.academicLists,
          hint: 'Programmes and subjects, the calendar, leave, admission lists',
        },
        {
          label: 'Changes to the Lists',
          to: APP_PATHS.academicListChanges,
          api: 'GET /api/app/listChanges',
          hint: 'Who changed what, and when',
        },
        {
          label: 'Changes to Authorize',
          to: APP_PATHS.changesToAuthorize,
          api: 'GET /api/app/listChangeRequests',
          hint: 'Changes to regulations and subjects waiting for a second person',
        },
      ],
    },
    {
      title: 'System',
      links: [
        {
          label: 'Maintenance Mode',
          to: '/app/Maintenance Mode',
          api: 'PUT /api/app/maintenance',
        },
      ],
    },
  ],
};

import type { CounterKey } from './counter-keys';
import type { RoleDashboard, RoleDashboards } from './role-dashboard';

const MANAGEMENT: readonly CounterKey[] = [
  'students',
  'admissionsThisYear',
  'faculty',
  'departments',
  'studentFacultyRatio',
  'passPercentLatest',
  'examTitles',
];
const COLLEGE_RESEARCH: readonly CounterKey[] = [
  'collegePublications',
  'collegeCitations',
  'collegeScopus',
  'collegeMous',
  'collegeAwards',
];
const IQAC: readonly CounterKey[] = [
  'studentFacultyRatio',
  'passPercentLatest',
  'departments',
  'faculty',
  'students',
  'examTitles',
  ...COLLEGE_RESEARCH,
];

/** The dashboards of the roles that oversee the college, and of those whose module is still to come. */
export const COLLEGE_DASHBOARDS: RoleDashboards = {
  ROLE_DEAN: { title: /*i18n*/ 'Dean Dashboard', module: 'Authority', counters: MANAGEMENT },
  ROLE_PRINCIPAL: {
    title: /*i18n*/ 'Principal Dashboard',
    module: 'Principal',
    counters: [...MANAGEMENT, ...COLLEGE_RESEARCH],
  },
  ROLE_CHAIRMAN: { title: /*i18n*/ 'Chairman Dashboard', module: 'Authority', counters: MANAGEMENT },
  ROLE_IQAC_INCHARGE: { title: /*i18n*/ 'IQAC Incharge Dashboard', module: 'IQAC', counters: IQAC },
  ROLE_IQAC_COORDINATOR: { title: /*i18n*/ 'IQAC Coordinator Dashboard', module: 'IQAC', counters: IQAC },
  ROLE_GRIEVANCE_INCHARGE: { title: /*i18n*/ 'Grievances', module: 'Grievance', counters: ['students', 'faculty'] },
  ROLE_PLACEMENT_rDEAN: {
    title: /*i18n*/ 'Company Placement',
    module: 'Placement',
    counters: [
      'finalYearStudents',
      'graduates',
      'students',
      'passPercentLatest',
      'alumniOnRecord',
      'alumniWorking',
      'alumniStudying',
    ],
  },
  ROLE_CORRESPONDENCE: { title: /*i18n*/ 'Correspondence Dashboard', module: 'Authority', counters: MANAGEMENT },
  ROLE_ADMINISTRATION: { title: /*i18n*/ 'Administration Dashboard', module: 'Authority', counters: MANAGEMENT },
};

/** The /app root for roles without a landing of their own (Parent, Director, Security, Inventory). */
export const GENERAL_DASHBOARD: RoleDashboard = {
  title: /*i18n*/ 'Home',
  module: 'ERP',
  counters: ['students', 'faculty', 'departments', 'examTitles'],
};

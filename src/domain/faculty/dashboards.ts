import type { RoleDashboards } from '../dashboards/role-dashboard';

/** The dashboards of a faculty member (with their own card) and a HoD (role-dashboards.ts). */
export const FACULTY_DASHBOARDS: RoleDashboards = {
  ROLE_FACULTY: {
    title: /*i18n*/ 'Faculty Dashboard',
    module: 'Faculty',
    card: 'faculty',
    counters: ['myPublications', 'myCitations', 'myScopus', 'myAwards'],
  },
  ROLE_HOD: {
    title: /*i18n*/ 'HOD Dashboard',
    module: 'HOD',
    counters: [
      'deptFaculty',
      'deptStudents',
      'deptCourses',
      'passPercentLatest',
      'deptPublications',
      'deptCitations',
      'deptScopus',
      'deptAwards',
    ],
  },
};

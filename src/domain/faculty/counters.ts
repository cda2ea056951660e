import type { CounterLabels } from '../dashboards/counter-labels';
import type { FACULTY_COUNTER_KEYS } from './counter-keys';

/**
 * §2 Faculty dashboard and the faculty database: one member's records, a department's, the college's. Each count's
 * label (dashboards/counters.ts).
 */
export const FACULTY_COUNTERS: CounterLabels<(typeof FACULTY_COUNTER_KEYS)[number]> = {
  myPublications: /*i18n*/ 'Publications',
  myCitations: /*i18n*/ 'Citations',
  myScopus: /*i18n*/ 'Scopus',
  myAwards: /*i18n*/ 'Awards',
  deptPublications: /*i18n*/ 'Publications of my department',
  deptCitations: /*i18n*/ 'Citations of my department',
  deptScopus: /*i18n*/ 'Scopus-indexed papers of my department',
  deptAwards: /*i18n*/ 'Awards in my department',
  collegePublications: /*i18n*/ 'Faculty publications',
  collegeCitations: /*i18n*/ 'Citations of faculty publications',
  collegeScopus: /*i18n*/ 'Scopus-indexed faculty publications',
  collegeMous: /*i18n*/ 'MoUs signed by faculty',
  collegeAwards: /*i18n*/ 'Faculty awards',
};

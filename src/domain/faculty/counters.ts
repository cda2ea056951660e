import type { CounterLabels } from '../dashboards/counter-labels';
import type { FACULTY_COUNTER_KEYS } from './counter-keys';

/**
 * §2 Faculty dashboard and the faculty database: one member's records, a department's, the college's. Each count's
 * label (dashboards/counters.ts).
 */
export const FACULTY_COUNTERS: CounterLabels<(typeof FACULTY_COUNTER_KEYS)[number]> = {
  myPublications: 'Publications',
  myCitations: 'Citations',
  myScopus: 'Scopus',
  myAwards: 'Awards',
  deptPublications: 'Publications of my department',
  deptCitations: 'Citations of my department',
  deptScopus: 'Scopus-indexed papers of my department',
  deptAwards: 'Awards in my department',
  collegePublications: 'Faculty publications',
  collegeCitations: 'Citations of faculty publications',
  collegeScopus: 'Scopus-indexed faculty publications',
  collegeMous: 'MoUs signed by faculty',
  collegeAwards: 'Faculty awards',
};

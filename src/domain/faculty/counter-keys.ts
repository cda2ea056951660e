/** The faculty database's counts (one member, a department, the college): their names (labels: counters.ts). */
export const FACULTY_COUNTER_KEYS = [
  'myPublications',
  'myCitations',
  'myScopus',
  'myAwards',
  'deptPublications',
  'deptCitations',
  'deptScopus',
  'deptAwards',
  'collegePublications',
  'collegeCitations',
  'collegeScopus',
  'collegeMous',
  'collegeAwards',
] as const;

/** The alumni counts: their names (labels: counters.ts), listed in dashboards/counter-keys.ts. */
export const ALUMNI_COUNTER_KEYS = [
  'alumniOnRecord',
  'alumniWorking',
  'alumniStudying',
  'alumniRegistrations',
] as const;

/** A student's own results counts: their names (labels: counters.ts), listed in dashboards/counter-keys.ts. */
export const RESULTS_COUNTER_KEYS = ['myResults', 'myCgpa', 'myCreditsEarned', 'myBacklogs'] as const;

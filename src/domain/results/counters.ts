import type { CounterFormat, CounterLabels } from '../dashboards/counter-labels';
import type { RESULTS_COUNTER_KEYS } from './counter-keys';

/** A student's own published results: each count's label, on a dashboard or a menu badge (dashboards/counters.ts). */
export const RESULTS_COUNTERS: CounterLabels<(typeof RESULTS_COUNTER_KEYS)[number]> = {
  myResults: /*i18n*/ 'My results published',
  // Cumulative over every published exam; a result sheet keeps §3's 'CGPA' label for its own exam's number.
  myCgpa: /*i18n*/ 'My CGPA (all published exams)',
  myCreditsEarned: /*i18n*/ 'Credits I have earned',
  myBacklogs: /*i18n*/ 'Courses I still have to clear',
};

/** A grade-point average is written with two decimals. */
export const RESULTS_COUNTER_FORMATS: Readonly<Partial<Record<(typeof RESULTS_COUNTER_KEYS)[number], CounterFormat>>> =
  {
    myCgpa: 'decimal',
  };

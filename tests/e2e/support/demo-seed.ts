import { demoSeededAt } from '../../support/demo-rolls';

/**
 * The demo as the E2E servers seed it: at the clock they start on (SEED=auto, start-server.ts), so its batch,
 * roll numbers and exams are those of today's academic year and semester.
 */
export const demo = demoSeededAt(new Date());
/** The prefix of the roll numbers on roll ('23B81A' in 2026-2027), upper and lower case. */
export const ROLL_PREFIX = demo.batch.rollPrefix;
export const ROLL_PREFIX_LOWER = ROLL_PREFIX.toLowerCase();
/** The prefix of the graduates' roll numbers ('22B81A' in 2026-2027), the alumni demo. */
export const GRADUATE_PREFIX = demo.batch.graduated.rollPrefix;

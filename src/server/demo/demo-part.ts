import type { Database } from '../db/client';
import type { DemoBatch } from './demo-year';
import type { SeedOptions } from './seed-options';

/** What the core of the demo college gives each module's part, beside the transaction it seeds in. */
export interface DemoSeedContext {
  options: SeedOptions;
  /** The batch on roll (its start year, roll prefix, semester) and the years the calendar moved by (`shift`). */
  batch: DemoBatch;
  /** The demo roll number: the student and parent logins' student. */
  demoRoll: string;
  /** The demo users' password (DEMO_PASSWORD, or the default). */
  password: string;
}

/**
 * A module's part of the demo college: `seedDemoCollege` seeds the core (college, departments, degrees,
 * regulations, batches, branches, semesters, faculty, students, courses, exam titles and results, graduates),
 * then runs every module's part, lowest `order` first, in the same transaction. A part that reads another's rows
 * takes a higher order than it (fees before paid dues, users before leave); two parts never share an order.
 */
export interface DemoPart {
  name: string;
  order: number;
  seed(tx: Database, context: DemoSeedContext): Promise<void>;
}

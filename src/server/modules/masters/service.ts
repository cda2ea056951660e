import type { Database } from '../../db/client';
import type { Clock } from '../../http/attempt-store';
import { academicLists } from './academic-lists';
import { admissionLists } from './admission-lists';

/** The lookup lists (module masters): read-only queries over the tables the demo seed fills. */
export function mastersService(db: Database, clock: Clock) {
  return { ...academicLists(db, clock), ...admissionLists(db) };
}
export type MastersService = ReturnType<typeof mastersService>;

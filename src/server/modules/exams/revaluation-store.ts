import type { Database } from '../../db/client';
import { revaluationApplicationStore } from './revaluation-application-store';
import { revaluationDecisionStore } from './revaluation-decision-store';
import { revaluationSubjectStore } from './revaluation-subject-store';

/** The SQL of recounting and revaluation: applications, their fee lines, and the decision that changes a published row. */
export function revaluationStore(db: Database) {
  return {
    ...revaluationApplicationStore(db),
    ...revaluationSubjectStore(db),
    ...revaluationDecisionStore(db),
  };
}

export type RevaluationStore = ReturnType<typeof revaluationStore>;

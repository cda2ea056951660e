import type { Database } from '../../db/client';
import { conflictStore } from './conflict-store';
import { fineStore } from './fine-store';
import { holdQueueStore } from './hold-queue-store';
import { loanStore } from './loan-store';
import { patronStore } from './patron-store';
import { rulesStore } from './rules-store';

/** The stores the circulation desk works with, over one (request-scoped) database. */
export function deskStores(db: Database) {
  return {
    patrons: patronStore(db),
    loans: loanStore(db),
    rules: rulesStore(db),
    holds: holdQueueStore(db),
    fines: fineStore(db),
    conflicts: conflictStore(db),
  };
}

export type DeskStores = ReturnType<typeof deskStores>;

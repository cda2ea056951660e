import * as v from 'valibot';
import { LedgerQuerySchema } from './ledger';
import { LEDGER_MESSAGES as M } from './accounts-messages';

const { from, to, feeType, status, course, batch, rollNo } = LedgerQuerySchema.pipe[0].entries;

/** The ledger's filters as the screen holds them: each field checked by the server's own rule, and To not before From. */
export const LedgerFiltersFormSchema = v.pipe(
  v.object({ from, to, feeType, status, course, batch, rollNo }),
  v.forward(
    v.partialCheck([['from'], ['to']], (q) => !q.from || !q.to || q.from <= q.to, M.fromAfterTo),
    ['to'],
  ),
);

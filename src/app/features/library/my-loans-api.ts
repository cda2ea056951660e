import * as v from 'valibot';
import { PatronCardSchema, RenewedSchema } from '../../../domain/library/circulation-answers';
import { HoldCancelledSchema, HoldPlacedSchema } from '../../../domain/library/holds';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';
import { LIBRARY_RECORD_PREFIX, libraryKeys } from './library-queries';

export const myLoansKeys = {
  mine: (user: string) => [...libraryKeys.all, 'my-loans', user] as const,
};

export const myLoansQueries = {
  /** The reader's own loans, fines and holds: network first; the last seen read again offline ('library:…', swept). */
  mine: (user: string) =>
    deviceBacked({
      queryKey: myLoansKeys.mine(user),
      fetch: async () => v.parse(PatronCardSchema, await appApi.get('library/my-loans').json()),
      table: 'lookups',
      record: [`${LIBRARY_RECORD_PREFIX}${user}/my-loans`],
      isCopy: (copy) => v.is(PatronCardSchema, copy),
      origin: true,
      staleTime: 0,
    }),
};

/** POST /library/my-loans/:id/renew: the reader's own loan renewed, when the rules allow. */
export const renewMyLoan = async (loanId: number) =>
  v.parse(RenewedSchema, await appApi.post(`library/my-loans/${String(loanId)}/renew`).json());

/** POST /library/holds: the reader waits for a title with no copy on the shelf. */
export const placeHold = async (titleId: number) =>
  v.parse(HoldPlacedSchema, await appApi.post('library/holds', { json: { titleId } }).json());

/** DELETE /library/holds/:id: the reader no longer waits. */
export const cancelHold = async (holdId: number) =>
  v.parse(HoldCancelledSchema, await appApi.delete(`library/holds/${String(holdId)}`).json());

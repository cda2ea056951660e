import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { HoldListSchema } from '../../../domain/library/holds';
import { StaffHoldCancelledSchema } from '../../../domain/library/overdue-answers';
import { appApi } from '../../lib/http';
import { libraryKeys } from './library-queries';

export const waitingListKeys = {
  all: [...libraryKeys.all, 'waiting-list'] as const,
};

export const waitingListQueries = {
  /** Copies kept at the desk and each title's queue; read fresh: holds lapse and move as the desk works. */
  list: () =>
    queryOptions({
      queryKey: waitingListKeys.all,
      queryFn: async () => v.parse(HoldListSchema, await appApi.get('library/holds').json()),
      staleTime: 0,
    }),
};

/** POST a staff cancel of a patron's hold, with the reason. */
export const cancelHoldByStaff = async (holdId: number, reason: string) =>
  v.parse(
    StaffHoldCancelledSchema,
    await appApi.post(`library/holds/${String(holdId)}/cancel`, { json: { reason } }).json(),
  );

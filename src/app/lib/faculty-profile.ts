import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  FDB_COUNTER_CALLS,
  profileQueryParams,
  type FdbCounter,
  type ProfileAsker,
} from '../../domain/faculty/profile';
import { fdbApi } from './http';
import { parsedAnswer } from './parsed-answer';

/**
 * The faculty database service's data in the query cache, read by the shell (§4 load after sign-in), the
 * Faculty dashboard (card and counters) and the faculty record screens (which invalidate `all` after a change).
 */
export const fdbKeys = {
  all: ['private', 'fdb'] as const,
  profile: (userId: string) => [...fdbKeys.all, 'profile', userId.toLowerCase()] as const,
  counter: (counter: FdbCounter, userName: string) =>
    [...fdbKeys.all, 'counter', counter, userName.toLowerCase()] as const,
  records: (kind: string) => [...fdbKeys.all, 'records', kind] as const,
};

/** §7 GET {fdb}/getallprofiledata: the signed-in member's general information and totals (§4). */
export const facultyProfileQuery = (user: ProfileAsker) =>
  queryOptions({
    queryKey: fdbKeys.profile(user.username),
    // The dashboards' route, in the entry, reads this: its schema loads with the answer.
    queryFn: () =>
      parsedAnswer(
        import('../../domain/faculty/profile-answer').then((m) => m.FacultyProfileSchema),
        fdbApi.get('getallprofiledata', { searchParams: profileQueryParams(user, new Date()) }).json(),
      ),
    staleTime: 5 * 60_000,
  });

/** §7 faculty database counters: a bare number for one member. */
export const fdbCounterQuery = (counter: FdbCounter, userName: string) =>
  queryOptions({
    queryKey: fdbKeys.counter(counter, userName),
    queryFn: async () =>
      v.parse(v.number(), await fdbApi.get(FDB_COUNTER_CALLS[counter], { searchParams: { userName } }).json()),
    staleTime: 30_000,
  });

import { useQueries, useQuery } from '@tanstack/react-query';
import { COUNTER_LABELS, type Counter, type CounterKey } from '../../../domain/dashboards/counters';
import type { DashboardCard } from '../../../domain/dashboards/dashboard-data';
import { FACULTY_DASHBOARD_COUNTERS, type FdbCounter } from '../../../domain/faculty/profile';
import { facultyProfileQuery, fdbCounterQuery } from '../../lib/faculty-profile';
import type { ErpUser } from '../../lib/session';

export interface DashboardFigures {
  card: DashboardCard | null;
  counters: Counter[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** When the figures were fetched (ms since epoch), once they are. */
  fetchedAt: number | null;
}

const COUNTERS = Object.entries(FACULTY_DASHBOARD_COUNTERS) as [CounterKey, FdbCounter][];

/**
 * §2 Faculty dashboard from the faculty database service (§7): the card from getallprofiledata (the profile
 * §4 loads after sign-in, shared through the query cache) and each counter from its own call.
 */
export function useFacultyFigures(user: ErpUser, enabled: boolean): DashboardFigures {
  const profile = useQuery({ ...facultyProfileQuery(user), enabled });
  const counters = useQueries({
    queries: COUNTERS.map(([, counter]) => ({ ...fdbCounterQuery(counter, user.username), enabled })),
    combine: (results) => ({
      values: results.every((r) => r.data !== undefined) ? results.map((r) => r.data!) : undefined,
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      fetchedAt: Math.max(0, ...results.map((r) => r.dataUpdatedAt)) || null,
    }),
  });
  const p = profile.data;
  return {
    card: p
      ? {
          kind: 'faculty',
          name: p.name,
          email: p.email,
          department: p.department,
          designation: p.designation,
          code: p.empCode,
        }
      : null,
    counters: counters.values?.map((value, i) => ({
      key: COUNTERS[i]![0],
      label: COUNTER_LABELS[COUNTERS[i]![0]],
      value,
    })),
    isPending: counters.isPending,
    isError: counters.isError || profile.isError,
    fetchedAt: counters.fetchedAt,
  };
}

import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { PatronCategory } from '../../../domain/library/circulation-rules';
import { overdueParams, type OverdueQuery } from '../../../domain/library/overdue';
import { OverdueListSchema, RemindersSentSchema } from '../../../domain/library/overdue-answers';
import { appApi } from '../../lib/http';
import { libraryKeys } from './library-queries';

export const overdueKeys = {
  all: [...libraryKeys.all, 'overdue'] as const,
  page: (q: OverdueQuery) => [...overdueKeys.all, overdueParams(q)] as const,
};

export const overdueQueries = {
  /** A page of the overdue loans: the late days grow each open day, so it is read fresh each time. */
  page: (q: OverdueQuery) =>
    queryOptions({
      queryKey: overdueKeys.page(q),
      queryFn: async () =>
        v.parse(OverdueListSchema, await appApi.get('library/overdue', { searchParams: overdueParams(q) }).json()),
      staleTime: 0,
    }),
};

/** POST the day's reminders to every overdue patron (of a category). */
export const sendReminders = async (category: PatronCategory | undefined) =>
  v.parse(
    RemindersSentSchema,
    await appApi.post('library/overdue/reminders', { json: category ? { category } : {} }).json(),
  );

import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { MonthCalendarSchema } from '../../../domain/calendar/month-calendar';
import { appApi } from '../../lib/http';

export const calendarKeys = {
  all: ['calendar'] as const,
  month: (month: string) => [...calendarKeys.all, 'month', month] as const,
};

export const calendarQueries = {
  /** A month of the college calendar: holidays and closures, semester dates, activities. */
  month: (month: string) =>
    queryOptions({
      queryKey: calendarKeys.month(month),
      queryFn: async () =>
        v.parse(MonthCalendarSchema, await appApi.get('calendar', { searchParams: { month } }).json()),
      staleTime: 10 * 60_000,
    }),
};

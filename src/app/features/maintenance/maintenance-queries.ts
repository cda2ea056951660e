import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  MaintenanceStatusSchema,
  type MaintenanceStatus,
  type MaintenanceUpdate,
} from '../../../domain/maintenance/schemas';
import { appApi } from '../../lib/http';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { collegeDateTime } from '../../../domain/calendar/college-time';
import type { Locale } from '../../../domain/i18n/locales';

export const maintenanceKeys = {
  all: ['maintenance'] as const,
  status: () => [...maintenanceKeys.all, 'status'] as const,
};

export const maintenanceQueries = {
  // Never served from the persisted cache: an old "on" would hold users on the maintenance page.
  status: () =>
    queryOptions({
      queryKey: maintenanceKeys.status(),
      queryFn: async () => v.parse(MaintenanceStatusSchema, await appApi.get('getMaintenanceStatus').json()),
      staleTime: 0,
      gcTime: 0,
    }),
};

/** PUT {app}/maintenance (administrators): the new status. */
export const saveMaintenance = async (update: MaintenanceUpdate): Promise<MaintenanceStatus> =>
  v.parse(MaintenanceStatusSchema, await appApi.put('maintenance', { json: update }).json());

/** "2026-12-01T12:30:00Z" → the value of a datetime-local input on the college's clock ("2026-12-01T18:00"). */
export function toLocalInputValue(iso: string | null): string {
  return iso ? collegeDateTime(new Date(iso)).replace(' ', 'T') : '';
}

/** The expected end as people read it here: "1 Dec 2026, 6:00 pm" on the college's clock, in the page's language. */
export function localEndTime(iso: string, locale: Locale): string {
  return dateTimeText(iso, locale);
}

import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  MaintenanceStatusSchema,
  type MaintenanceStatus,
  type MaintenanceUpdate,
} from '../../../domain/maintenance/schemas';
import { appApi } from '../../lib/http';

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

/** "2026-12-01T12:30:00Z" → the value of a datetime-local input in this device's time zone. */
export function toLocalInputValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The expected end as people read it here: "1 Dec 2026, 6:00 pm" in local time. */
export function localEndTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

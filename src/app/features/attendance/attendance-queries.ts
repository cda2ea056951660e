import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { AttendanceSheetInput } from '../../../domain/attendance/attendance';
import {
  AssignedSubjectsSchema,
  SheetSavedSchema,
  SheetSchema,
  SubjectClassSchema,
} from '../../../domain/attendance/attendance-answers';
import { attendanceKeys } from '../../lib/attendance';
import { apiBases } from '../../lib/config';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';
import { refusalMessage } from '../../lib/offline/outbox/outbox-item';

/** A class's sheet on a date: the class list, who was absent if taken, and whether this user may save it now. */
export type Sheet = v.InferOutput<typeof SheetSchema>;
export type AssignedSubject = v.InferOutput<typeof AssignedSubjectsSchema>['subjects'][number];

const sheetKey = (user: string, slotId: number, date: string) => attendanceKeys.sheet(user, slotId, date);

export const attendanceQueries = {
  /** A class's sheet: kept on the device, so a class list opened online (or today's, fetched ahead) is there offline. */
  sheet: (user: string, slotId: number, date: string) =>
    deviceBacked({
      queryKey: sheetKey(user, slotId, date),
      fetch: async () =>
        v.parse(
          SheetSchema,
          await appApi.get('attendance/sheet', { searchParams: { slotId: String(slotId), date } }).json(),
        ),
      table: 'lookups',
      record: [`attendance:${user}/sheet/${String(slotId)}/${date}`],
      isCopy: (copy) => v.is(SheetSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
  subjects: (user: string) =>
    queryOptions({
      queryKey: [...attendanceKeys.all, 'subjects', user] as const,
      queryFn: async () => v.parse(AssignedSubjectsSchema, await appApi.get('attendance/subjects').json()),
    }),
  subject: (user: string, id: number) =>
    queryOptions({
      queryKey: [...attendanceKeys.all, 'subject', user, id] as const,
      queryFn: async () => v.parse(SubjectClassSchema, await appApi.get(`attendance/subjects/${String(id)}`).json()),
    }),
};

/** Saves a sheet; offline (or when the network fails) it waits in the outbox with its key and is sent once later. */
export async function saveSheet(
  input: AttendanceSheetInput,
  label: string,
): Promise<{ queued: true } | { queued: false; message: string }> {
  // The outbox (and its device store) load with the first save, not with the screen.
  const { sendOrQueue } = await import('../../lib/offline/outbox/outbox');
  const result = await sendOrQueue({
    url: `${apiBases().app.replace(/\/$/, '')}/attendance/sheets`,
    method: 'POST',
    body: input,
    kind: 'attendance.sheet',
    label,
  });
  if (result.outcome === 'queued') return { queued: true };
  if (!result.response.ok) throw new Error(await refusalMessage(result.response));
  return { queued: false, message: v.parse(SheetSavedSchema, await result.response.json()).message };
}

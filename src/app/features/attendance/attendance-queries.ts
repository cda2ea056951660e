import { queryOptions } from '@tanstack/react-query';
import type { AttendanceSheetInput, Tally } from '../../../domain/attendance/attendance';
import { attendanceKeys, type DayClass } from '../../lib/attendance';
import { apiBases } from '../../lib/config';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';
import { refusalMessage } from '../../lib/offline/outbox/outbox-item';

export interface SheetStudent {
  id: number;
  rollNo: string;
  name: string;
}
/** A class's sheet on a date: the class list, who was absent if taken, and whether this user may save it now. */
export interface Sheet {
  slot: DayClass;
  date: string;
  students: SheetStudent[];
  taken: boolean;
  takenAt: string | null;
  takenBy: string | null;
  absentees: number[];
  editable: boolean;
  reason: string | null;
}

export interface AssignedSubject {
  id: number;
  academicYear: string;
  sectionId: number;
  sectionLabel: string;
  subjectId: number;
  subjectCode: string;
  subjectName: string;
  shared: boolean;
  students: number;
  held: number;
  short: number;
  slots: { slotId: number; day: number; periodId: number; span: number; room: string; term: string }[];
}
export interface AssignedSubjects {
  academicYear: string;
  term: string;
  threshold: number;
  subjects: AssignedSubject[];
}
export interface SubjectClass {
  allotment: AssignedSubject;
  threshold: number;
  students: (SheetStudent & Tally & { percent: number; short: boolean })[];
}

const sheetKey = (user: string, slotId: number, date: string) => attendanceKeys.sheet(user, slotId, date);

export const attendanceQueries = {
  /** A class's sheet: kept on the device, so a class list opened online (or today's, fetched ahead) is there offline. */
  sheet: (user: string, slotId: number, date: string) =>
    deviceBacked({
      queryKey: sheetKey(user, slotId, date),
      fetch: () => appApi.get('attendance/sheet', { searchParams: { slotId: String(slotId), date } }).json<Sheet>(),
      table: 'lookups',
      record: [`attendance:${user}/sheet/${String(slotId)}/${date}`],
      isCopy: (v) => typeof v === 'object' && v !== null && Array.isArray((v as Sheet).students),
      origin: true,
      staleTime: 30_000,
    }),
  subjects: (user: string) =>
    queryOptions({
      queryKey: [...attendanceKeys.all, 'subjects', user] as const,
      queryFn: () => appApi.get('attendance/subjects').json<AssignedSubjects>(),
    }),
  subject: (user: string, id: number) =>
    queryOptions({
      queryKey: [...attendanceKeys.all, 'subject', user, id] as const,
      queryFn: () => appApi.get(`attendance/subjects/${String(id)}`).json<SubjectClass>(),
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
  return { queued: false, message: ((await result.response.json()) as { message: string }).message };
}

import { queryOptions } from '@tanstack/react-query';
import type { LeaveRoute } from '../../../domain/leave/access';
import type {
  BackupApproverInput,
  EndHalf,
  LeaveApplication,
  LeaveBalance,
  LeaveDecision,
  StartHalf,
} from '../../../domain/leave/leave-rules';
import { appApi } from '../../lib/http';
import type { LeaveClass, LeaveRow } from '../../../domain/leave/leave-answers';
import { leaveApprovalsKey } from '../../lib/leave-approvals';
import { deviceBacked } from '../../lib/offline/device-backed';

/** Device copies of a user's leave are theirs: named 'leave:…' so the sign-out sweep deletes them. */
export const LEAVE_RECORD_PREFIX = 'leave:';

export interface MyLeave {
  today: string;
  academicYear: string | null;
  staffCategory: 'teaching' | 'non-teaching';
  route: LeaveRoute;
  department: string | null;
  types: { id: number; code: string; name: string; halfDaysAllowed: boolean; needsAttachment: boolean }[];
  balances: LeaveBalance[];
  history: (LeaveRow & { cancellable: boolean })[];
}

export interface LeavePreview {
  halfDays: number;
  balance: LeaveBalance | null;
  refusal: string | null;
  classes: LeaveClass[];
}

export interface Backups {
  department: string | null;
  rows: { id: number; backupName: string; fromDate: string; toDate: string }[];
  staff: { value: number; label: string }[];
}

export const leaveKeys = {
  all: ['leave'] as const,
  mine: (user: string) => [...leaveKeys.all, 'mine', user] as const,
  preview: (search: Record<string, string>) => [...leaveKeys.all, 'preview', search] as const,
  backups: () => [...leaveKeys.all, 'backups'] as const,
  approvals: () => leaveApprovalsKey,
};

const isMyLeave = (value: unknown) =>
  typeof value === 'object' && value !== null && Array.isArray((value as { history?: unknown }).history);

export const leaveQueries = {
  /** Balance and history: network first; what was seen online reads offline from the device's copy. */
  mine: (user: string) =>
    deviceBacked({
      queryKey: leaveKeys.mine(user),
      fetch: () => appApi.get('leave').json<MyLeave>(),
      table: 'lookups',
      record: [`${LEAVE_RECORD_PREFIX}${user}`],
      isCopy: isMyLeave,
      origin: true,
      staleTime: 30_000,
    }),
  preview: (search: Record<string, string>) =>
    queryOptions({
      queryKey: leaveKeys.preview(search),
      queryFn: () => appApi.get('leave/preview', { searchParams: search }).json<LeavePreview>(),
      retry: false,
    }),
  backups: () =>
    queryOptions({ queryKey: leaveKeys.backups(), queryFn: () => appApi.get('leave/backups').json<Backups>() }),
};

interface Answer {
  message: string;
}

/** POST /api/app/leave: the JSON part `leave` and the attachment, as the multipart reader takes them. */
export function applyForLeave(leave: LeaveApplication, attachment: File | null) {
  const form = new FormData();
  form.set('leave', JSON.stringify(leave));
  if (attachment) form.set('attachment', attachment);
  return appApi.post('leave', { body: form, timeout: 60_000 }).json<Answer>();
}
export const cancelLeave = (id: number) => appApi.post(`leave/${id}/cancel`, { json: {} }).json<Answer>();
export const decideLeave = (id: number, body: LeaveDecision) =>
  appApi.post(`leave/${id}/decision`, { json: body }).json<Answer>();
export const nameBackup = (body: BackupApproverInput) => appApi.post('leave/backups', { json: body }).json<Answer>();
export const removeBackup = (id: number) => appApi.delete(`leave/backups/${id}`).json<Answer>();

export type { EndHalf, StartHalf };

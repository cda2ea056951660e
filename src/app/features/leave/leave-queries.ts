import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type {
  BackupApproverInput,
  EndHalf,
  LeaveApplication,
  LeaveDecision,
  StartHalf,
} from '../../../domain/leave/leave-rules';
import { appApi } from '../../lib/http';
import {
  BackupsSchema,
  LeaveChangedSchema,
  LeavePreviewAnswerSchema,
  MyLeaveSchema,
} from '../../../domain/leave/leave-answers';
import { leaveApprovalsKey } from '../../lib/leave-approvals';
import { deviceBacked } from '../../lib/offline/device-backed';

/** Device copies of a user's leave are theirs: named 'leave:…' so the sign-out sweep deletes them. */
export const LEAVE_RECORD_PREFIX = 'leave:';

export const leaveKeys = {
  all: ['leave'] as const,
  mine: (user: string) => [...leaveKeys.all, 'mine', user] as const,
  preview: (search: Record<string, string>) => [...leaveKeys.all, 'preview', search] as const,
  backups: () => [...leaveKeys.all, 'backups'] as const,
  approvals: () => leaveApprovalsKey,
};

export const leaveQueries = {
  /** Balance and history: network first; what was seen online reads offline from the device's copy. */
  mine: (user: string) =>
    deviceBacked({
      queryKey: leaveKeys.mine(user),
      fetch: async () => v.parse(MyLeaveSchema, await appApi.get('leave').json()),
      table: 'lookups',
      record: [`${LEAVE_RECORD_PREFIX}${user}`],
      isCopy: (copy) => v.is(MyLeaveSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
  preview: (search: Record<string, string>) =>
    queryOptions({
      queryKey: leaveKeys.preview(search),
      queryFn: async () =>
        v.parse(LeavePreviewAnswerSchema, await appApi.get('leave/preview', { searchParams: search }).json()),
      retry: false,
    }),
  backups: () =>
    queryOptions({
      queryKey: leaveKeys.backups(),
      queryFn: async () => v.parse(BackupsSchema, await appApi.get('leave/backups').json()),
    }),
};

/** POST /api/app/leave: the JSON part `leave` and the attachment, as the multipart reader takes them. */
export async function applyForLeave(leave: LeaveApplication, attachment: File | null) {
  const form = new FormData();
  form.set('leave', JSON.stringify(leave));
  if (attachment) form.set('attachment', attachment);
  return v.parse(LeaveChangedSchema, await appApi.post('leave', { body: form, timeout: 60_000 }).json());
}
export const cancelLeave = async (id: number) =>
  v.parse(LeaveChangedSchema, await appApi.post(`leave/${id}/cancel`, { json: {} }).json());
export const decideLeave = async (id: number, body: LeaveDecision) =>
  v.parse(LeaveChangedSchema, await appApi.post(`leave/${id}/decision`, { json: body }).json());
export const nameBackup = async (body: BackupApproverInput) =>
  v.parse(LeaveChangedSchema, await appApi.post('leave/backups', { json: body }).json());
export const removeBackup = async (id: number) =>
  v.parse(LeaveChangedSchema, await appApi.delete(`leave/backups/${id}`).json());

export type { EndHalf, StartHalf };

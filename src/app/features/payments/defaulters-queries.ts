import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { DefaultersAnswerSchema, RemindersSentSchema } from '../../../domain/payments/defaulter-answers';
import { MAX_REMINDERS, type ReminderChannel } from '../../../domain/payments/defaulters';
import { appApi } from '../../lib/http';

export const defaulterKeys = {
  all: ['fee-defaulters'] as const,
  list: (batchId: string, branchId: string) => [...defaulterKeys.all, 'list', batchId, branchId] as const,
};

// Who owes what is live money: always asked of the server, never kept on the device.
export const defaulterQueries = {
  list: (batchId: string, branchId: string) =>
    queryOptions({
      queryKey: defaulterKeys.list(batchId, branchId),
      queryFn: async () =>
        v.parse(
          DefaultersAnswerSchema,
          await appApi.get('fee-defaulters', { searchParams: { batchId, branchId }, timeout: 60_000 }).json(),
        ),
      staleTime: 0,
    }),
};

/** Reminds the chosen students, MAX_REMINDERS at a time; what was sent and skipped over all of them. */
export async function sendReminders(studentIds: readonly number[], channel: ReminderChannel) {
  let sent = 0;
  let skipped = 0;
  for (let i = 0; i < studentIds.length; i += MAX_REMINDERS) {
    const answer = v.parse(
      RemindersSentSchema,
      await appApi
        .post('fee-defaulters/remind', {
          json: { studentIds: studentIds.slice(i, i + MAX_REMINDERS), channel },
          timeout: 120_000,
        })
        .json(),
    );
    sent += answer.sent;
    skipped += answer.skipped;
  }
  return { sent, skipped };
}

/** A defaulter's reminder letter as the server prints it. */
export async function defaulterLetterBlob(studentId: number): Promise<Blob> {
  const res = await appApi.get('fee-defaulters/letter', { searchParams: { studentId }, timeout: 60_000 });
  return res.blob();
}

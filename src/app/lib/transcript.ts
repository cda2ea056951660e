import * as v from 'valibot';
import { OwnTranscriptSchema } from '../../domain/memos/transcript-schema';
import { appApi } from './http';
import { deviceBacked } from './offline/device-backed';

/**
 * A student's own transcript (`rollNo` null), or a parent's linked child's, for their dashboards. Device-backed:
 * offline, the copy last fetched on this device answers (records 'transcript:…', swept at sign-out).
 */
export const ownTranscriptQuery = (user: string, rollNo: string | null) =>
  deviceBacked({
    queryKey: ['private', 'transcript', user, rollNo ?? ''] as const,
    fetch: async () =>
      v.parse(
        OwnTranscriptSchema,
        await appApi.get('memos/mine', { searchParams: rollNo === null ? {} : { rollNo } }).json(),
      ),
    table: 'lookups',
    record: [`transcript:${user}/${rollNo ?? ''}`],
    isCopy: (copy) => v.is(OwnTranscriptSchema, copy),
    origin: true,
    staleTime: 60_000,
  });

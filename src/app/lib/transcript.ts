import type { Transcript } from '../../domain/memos/transcript';
import { appApi } from './http';
import { deviceBacked } from './offline/device-backed';

/** GET /api/app/memos/mine: whose transcript, and the transcript of their published results. */
export interface OwnTranscript {
  student: { rollNo: string; name: string; branch: string; degree: string; regulation: string };
  transcript: Transcript;
}

/**
 * A student's own transcript (`rollNo` null), or a parent's linked child's, for their dashboards. Device-backed:
 * offline, the copy last fetched on this device answers (records 'transcript:…', swept at sign-out).
 */
export const ownTranscriptQuery = (user: string, rollNo: string | null) =>
  deviceBacked({
    queryKey: ['private', 'transcript', user, rollNo ?? ''] as const,
    fetch: () => appApi.get('memos/mine', { searchParams: rollNo === null ? {} : { rollNo } }).json<OwnTranscript>(),
    table: 'lookups',
    record: [`transcript:${user}/${rollNo ?? ''}`],
    isCopy: (v) => typeof v === 'object' && v !== null && Array.isArray((v as OwnTranscript).transcript?.semesters),
    origin: true,
    staleTime: 60_000,
  });

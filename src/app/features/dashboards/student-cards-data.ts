import type { QueryClient } from '@tanstack/react-query';
import { studentAttendanceQuery } from '../../lib/attendance';
import { startScreenData } from '../../lib/route-data';
import { ownTranscriptQuery } from '../../lib/transcript';

/**
 * A student's attendance and transcript cards, for the dashboard's loader: rendered on the server with the dashboard
 * (the page otherwise painted their "Loading…" and then, later, the largest part of the page); in the browser only
 * started, as startScreenData does.
 */
export async function startStudentCards(queryClient: QueryClient, user: string): Promise<void> {
  await Promise.all([
    startScreenData(queryClient, studentAttendanceQuery(user, null)),
    startScreenData(queryClient, ownTranscriptQuery(user, null)),
  ]);
}

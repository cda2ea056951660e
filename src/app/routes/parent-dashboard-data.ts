import type { QueryClient } from '@tanstack/react-query';
import { childAttendanceQuery } from '../lib/attendance';
import { startScreenData } from '../lib/route-data';
import { currentUser } from '../lib/session';
import { ownTranscriptQuery } from '../lib/transcript';
import { parentStudentsQuery } from '../features/parents/parents-queries';
import { paymentHistoryQueries } from '../features/payments/payment-history-queries';

/**
 * The parent's students and, for each, what the dashboard shows of them (attendance, transcript, fee payments):
 * rendered on the server with the page, so a parent on a phone sees their children before any JavaScript has run; in
 * the browser only started (startScreenData). Here, beside the page that combines the features it reads.
 */
export async function startParentData(queryClient: QueryClient): Promise<void> {
  const user = currentUser()?.username;
  if (!user) return;
  await startScreenData(queryClient, parentStudentsQuery());
  const students = queryClient.getQueryData(parentStudentsQuery().queryKey) ?? [];
  await Promise.all(
    students.flatMap(({ rollNo }) => [
      startScreenData(queryClient, childAttendanceQuery(user, rollNo)),
      startScreenData(queryClient, ownTranscriptQuery(user, rollNo)),
      startScreenData(queryClient, paymentHistoryQueries.history(rollNo)),
    ]),
  );
}

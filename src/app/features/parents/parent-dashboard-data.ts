import { childAttendanceQuery } from '../../lib/attendance';
import { startScreenData } from '../../lib/route-data';
import { currentUser } from '../../lib/session';
import { ownTranscriptQuery } from '../../lib/transcript';
import type { RouterContext } from '../../routes/root-route';
import { paymentHistoryQueries } from '../payments/payment-history-queries';
import { parentStudentsQuery } from './parents-queries';

/**
 * The parent's students and, for each, what the dashboard shows of them (attendance, transcript, fee payments):
 * rendered on the server with the page, so a parent on a phone sees their children before any JavaScript has run; in
 * the browser only started (startScreenData).
 */
export async function startParentData({ queryClient }: RouterContext): Promise<void> {
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

import type { QueryClient } from '@tanstack/react-query';
import { collegeDay } from '../../../domain/calendar/college-time';
import { startScreenData } from '../../lib/route-data';
import { currentUser } from '../../lib/session';
import { attendanceQueries } from './attendance-queries';

/**
 * The class list of a sheet (?slotId=&date=, today when no date is named) for its route's loader: rendered on the
 * server with the page, only started in the browser (startScreenData). Loaded with the screen's code, not the entry.
 */
export async function startSheet(
  queryClient: QueryClient,
  { slotId, date = collegeDay(new Date()) }: { slotId?: number; date?: string },
): Promise<void> {
  const user = currentUser()?.username;
  if (!user || !slotId) return;
  await startScreenData(queryClient, attendanceQueries.sheet(user, slotId, date));
}

import type { Database } from '../db/client';
import { bellPeriods } from '../db/schema';
import type { DemoPart } from './demo-part';

/** The demo college's day: seven 50-minute periods from 09:00, a tea break after the second, lunch after the fourth. */
const DAY: readonly [string, string, string, 'Period' | 'Break'][] = [
  ['Period 1', '09:00', '09:50', 'Period'],
  ['Period 2', '09:50', '10:40', 'Period'],
  ['Tea break', '10:40', '10:55', 'Break'],
  ['Period 3', '10:55', '11:45', 'Period'],
  ['Period 4', '11:45', '12:35', 'Period'],
  ['Lunch', '12:35', '13:20', 'Break'],
  ['Period 5', '13:20', '14:10', 'Period'],
  ['Period 6', '14:10', '15:00', 'Period'],
  ['Period 7', '15:00', '15:50', 'Period'],
];

export async function seedBellSchedule(db: Database): Promise<void> {
  await db
    .insert(bellPeriods)
    .values(DAY.map(([name, startTime, endTime, kind], i) => ({ position: i + 1, name, startTime, endTime, kind })))
    .onConflictDoNothing();
}

/** The demo college's bell schedule part: the college's periods. */
export const bellScheduleDemo: DemoPart = {
  name: 'bell schedule',
  order: 100,
  seed: (tx) => seedBellSchedule(tx),
};

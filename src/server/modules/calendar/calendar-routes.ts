import { Hono } from 'hono';
import { collegeDay } from '../../../domain/calendar/college-time';
import { MonthQuerySchema, monthBounds } from '../../../domain/calendar/month-calendar';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { CalendarStore } from './calendar-store';

/** The college calendar at /api/app/calendar: a month's holidays, semester dates and activities, for everyone signed in. */
export function calendarRoutes(store: CalendarStore, clock: Clock) {
  return new Hono<AppEnv>().get('/calendar', validate('query', MonthQuerySchema), async (c) => {
    const month = c.req.valid('query').month ?? collegeDay(clock()).slice(0, 7);
    const { from, to } = monthBounds(month);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await store.month(month, from, to));
  });
}

/**
 * The college's calendar: every time is stored in UTC, but "today", a day's collection, an academic year and
 * the stamp on a PDF are the college's (COLLEGE_TIME_ZONE, Asia/Kolkata unless configured): an admission saved
 * at 00:30 in Hyderabad is dated that day, not the day before as in UTC. The server sets the zone once at start;
 * the app keeps the default.
 */
const DEFAULT_COLLEGE_TIME_ZONE = 'Asia/Kolkata';

let zone = DEFAULT_COLLEGE_TIME_ZONE;
const formats = new Map<string, Intl.DateTimeFormat>();

/** Whether the name is a time zone this runtime knows (Asia/Kolkata, UTC, Europe/London…). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes every college-day helper use this zone (the server's COLLEGE_TIME_ZONE). The zone already in use needs no
 * check: checking builds a formatter, and the first formatter given a zone loads the runtime's time-zone data (tens of
 * milliseconds in the middle of the app's start on a cheap phone).
 */
export function useCollegeTimeZone(timeZone: string): void {
  if (timeZone === zone) return;
  if (!isTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  zone = timeZone;
}

export const collegeTimeZone = () => zone;

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of the college at a moment: YYYY-MM-DD and HH:mm. */
function wallClock(at: Date): { day: string; time: string; utcMs: number } {
  const p = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  ) as Record<string, string>;
  const day = `${p.year!}-${p.month!}-${p.day!}`;
  const time = `${p.hour!}:${p.minute!}`;
  return {
    day,
    time,
    utcMs: Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
      Number(p.second),
    ),
  };
}

/** The college day (YYYY-MM-DD) a moment falls on. */
export function collegeDay(at: Date): string {
  return wallClock(at).day;
}

/** '2026-11-26 12:14' in the college's zone (PDF stamps). */
export function collegeDateTime(at: Date): string {
  const { day, time } = wallClock(at);
  return `${day} ${time}`;
}

/** The UTC moment a college day (YYYY-MM-DD) starts. */
export function collegeDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset at that moment; taken twice so a day that starts on a daylight-saving change is right.
  let guess = midnightUtc;
  for (let i = 0; i < 2; i++)
    guess = midnightUtc - (wallClock(new Date(guess)).utcMs - Math.floor(guess / 1000) * 1000);
  return new Date(guess);
}

/** The UTC moment the college day after `day` starts (the end of `day`, exclusive). */
export function collegeDayEnd(day: string): Date {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return collegeDayStart(next);
}

/** The first day (YYYY-MM-DD) of the college month a moment falls in. */
export function collegeMonthStart(at: Date): string {
  return `${collegeDay(at).slice(0, 7)}-01`;
}

/** The UTC moment of a wall-clock time at the college ('2026-12-01T18:00', as a datetime-local input holds it). */
export function collegeMoment(local: string): Date {
  const day = local.slice(0, 10);
  const minutes = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  return new Date(collegeDayStart(day).getTime() + minutes * 60_000);
}

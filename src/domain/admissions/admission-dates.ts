import * as v from 'valibot';
import { ADMISSION_MESSAGES as M } from './messages';
import { calendarDateFromInput } from '../calendar/calendar-date-input';
import { looseText } from './field-rules';

/** An optional date field: '' or a real date, given back as YYYY-MM-DD. */
export const dateField = v.pipe(
  looseText,
  v.check((s) => s === '' || calendarDateFromInput(s) !== null, M.invalidDate),
  v.transform((s) => (s === '' ? '' : calendarDateFromInput(s)!)),
);

/** A date that must be given: `message` when empty, else a real date as YYYY-MM-DD. */
export const requiredDateField = (message: string) =>
  v.pipe(
    looseText,
    v.nonEmpty(message),
    v.check((s) => calendarDateFromInput(s) !== null, M.invalidDate),
    v.transform((s) => calendarDateFromInput(s)!),
  );

/** dd-mm-yyyy for the PDF and the register (how the college writes dates). */
export function displayDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]!}-${m[2]!}-${m[1]!}` : iso;
}

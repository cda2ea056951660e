import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { collegeDay } from '../../../domain/calendar/college-time';
import { DAY_BOOK_MODES } from '../../../domain/payments/day-book';
import { DayBookScreen } from './day-book-screen';

const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
/** The day book's query in the address: its days (today when not given), mode, head and page. */
const DayBookSearchSchema = v.object({
  from: v.fallback(v.optional(isoDay), undefined),
  to: v.fallback(v.optional(isoDay), undefined),
  mode: v.fallback(v.optional(v.picklist(DAY_BOOK_MODES)), undefined),
  head: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  offset: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))), undefined),
});

/**
 * The day book with its address's query: read here, with the screen's code, so the route tree that every page loads
 * carries none of it; a bad value in the address falls back to the default rather than failing the page.
 */
export function DayBookRoute() {
  const search = v.parse(DayBookSearchSchema, useSearch({ strict: false }));
  const navigate = useNavigate();
  const today = collegeDay(new Date());
  return (
    <DayBookScreen
      search={{ ...search, from: search.from ?? today, to: search.to ?? today }}
      onSearch={(next) => void navigate({ to: '.', search: next })}
    />
  );
}

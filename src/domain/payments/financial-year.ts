import { academicYear } from '../calendar/academic-year';
import { collegeDay } from '../calendar/college-time';

/**
 * Receipt numbers run per financial year, April to March, on the §9 academic-year rule (months after March
 * give year-nextyear), by the college's calendar (COLLEGE_TIME_ZONE, India by default): a payment at 00:10 IST
 * on 1 April belongs to the new year though it is 31 March in UTC.
 */

/** The college's calendar date of an instant, as YYYY-MM-DD. */
export const indiaDate = (at: Date): string => collegeDay(at);

/** '2026-2027' for any instant from 1 April 2026 00:00 to 31 March 2027 23:59 at the college. */
export const financialYearOf = (at: Date): string => academicYear(at);

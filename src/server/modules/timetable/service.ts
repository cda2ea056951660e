/** What other modules read of the timetables: the semester of a day by the college's calendar, a slot's class. */
export { calendarTerms, type CalendarTerms } from './calendar-terms';
export { withSlotClass } from './slot-joins';
